import { theme } from 'antd';
import React, { type ReactNode } from 'react';
import { helpId } from './fields';
import styles from './index.less';

/**
 * A field of the sign-in form and, under it, why it was refused: antd's form item, its 24 px and its
 * error colour, announced as antd announces it (`role="alert"`).
 */
export default function Field({
  name,
  error,
  children,
}: {
  name: string;
  error?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div className={error ? styles.refused : styles.field}>
      {children}
      {error && (
        <div id={helpId(name)} role="alert" className={styles.help} style={{ color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  );
}
