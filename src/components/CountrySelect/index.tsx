import { useIntl } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import React, { useMemo } from 'react';
import { countryOptions } from './countries';

export { COUNTRY_CODES, countryName, countryOptions } from './countries';

export type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'mode'>;

/**
 * A searchable select of countries and regions, named in the interface language. Used as the child
 * of a form item, so it takes `value` and `onChange` from the form.
 */
export default function CountrySelect(props: CountrySelectProps) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <Select<string>
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={intl.formatMessage({ id: 'account.country.placeholder' })}
      options={options}
      {...props}
    />
  );
}
