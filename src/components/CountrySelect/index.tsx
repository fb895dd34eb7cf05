import { useIntl } from '@umijs/max';
import { Select, type SelectProps } from 'antd';
import React, { useMemo } from 'react';
import { countryOptions } from './countries';

export { COUNTRY_CODES, countryName, countryOptions } from './countries';

export type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'mode'>;

/**
 * A searchable select of countries and regions, named in the interface language. Used as the child
 * of a form item, so it takes `value` and `onChange` from the form.
 *
 * A required form item gives its control `aria-required`, which antd's select writes onto its outer
 * element too, where ARIA allows no such attribute; it is left out, and the label's required mark
 * (part of the field's accessible name) still says the field is required.
 */
export default function CountrySelect({ 'aria-required': _required, ...props }: CountrySelectProps) {
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
