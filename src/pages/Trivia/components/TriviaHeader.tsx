import { useIntl } from '@umijs/max';
import { Space, Typography } from 'antd';
import React from 'react';

const { Title, Paragraph } = Typography;

/** The heading of a Trivia page: its localised title, the intro paragraph and optional links. */
export default function TriviaHeader({
  titleId,
  intro,
  extra,
}: {
  titleId: string;
  intro: string;
  extra?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <header>
      <Title level={1}>{intl.formatMessage({ id: titleId })}</Title>
      <Paragraph type="secondary">{intro}</Paragraph>
      {extra && <Space style={{ marginBottom: 16 }}>{extra}</Space>}
    </header>
  );
}
