import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import React from 'react';
import styles from './index.less';

/** The mark of a team the advancement rule sends on to the next phase. */
export default function Qualified({ qualified }: { qualified: boolean }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  if (!qualified) return null;
  return (
    <span className={styles.qualified} style={{ color: token.colorText, borderColor: token.colorSuccess }}>
      {intl.formatMessage({ id: 'results.qualified' })}
    </span>
  );
}
