import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { minuteText } from './format';

/** Instants in the values (keys ending in `At`) are shown in the reader's time zone. */
const readable = (values: API.RuleViolation['values'] = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      key.endsWith('At') ? minuteText(String(value)) : value,
    ]),
  );

/**
 * Every rule the server said a request broke, in the interface language. Shown next to the form
 * that failed; the request module's toast only carries the server's summary.
 */
export default function RuleViolations({
  violations,
  title,
}: {
  violations: API.RuleViolation[];
  title?: string;
}) {
  const intl = useIntl();
  if (!violations.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      message={title ?? intl.formatMessage({ id: 'team.rule.title' })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {violations.map((v, index) => (
            <li key={`${v.rule}-${index}`}>
              {intl.formatMessage({ id: `team.rule.${v.rule}` }, readable(v.values))}
            </li>
          ))}
        </ul>
      }
    />
  );
}
