import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import React from 'react';
import type { PublicationState } from '@common/contract/scoring';
import styles from './index.less';

/**
 * A phase's publication state as the public reads it: draft and provisional are both "not published
 * yet". The colour is only a dot beside the words, so the text keeps the theme's full contrast.
 */
export default function StateTag({ state }: { state: PublicationState }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const dot = {
    draft: token.colorTextQuaternary,
    provisional: token.colorWarning,
    published: token.colorPrimary,
    final: token.colorSuccess,
  }[state];
  return (
    <span
      className={styles.state}
      style={{
        color: token.colorText,
        background: token.colorFillQuaternary,
        borderColor: token.colorBorder,
      }}
      data-state={state}
    >
      <span className={styles.dot} style={{ background: dot }} aria-hidden />
      {intl.formatMessage({ id: `results.state.${state}` })}
    </span>
  );
}
