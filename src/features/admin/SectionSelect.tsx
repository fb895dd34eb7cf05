import { Flex, Select } from 'antd';
import React, { useId } from 'react';

interface SectionSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  style?: React.CSSProperties;
}

/** On a phone, the choice a row of tabs offers on wider screens (too many tabs to fit): a labelled select. */
export default function SectionSelect({ label, value, options, onChange, style }: SectionSelectProps) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={style}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} options={options} onChange={onChange} style={{ width: '100%' }} />
    </Flex>
  );
}
