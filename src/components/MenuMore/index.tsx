import { DownOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import styles from './index.less';

/**
 * What ProLayout's top menu shows for the entries that do not fit in its row (antd's
 * `overflowedIndicator`): "More" in the reader's language, where antd draws an unnamed ellipsis. The
 * menu opens it with the pointer, and with the arrow keys from any entry, like the other entries.
 */
export default function MenuMore() {
  const intl = useIntl();
  return (
    <span className={styles.more}>
      {intl.formatMessage({ id: 'layout.menu.more' })}
      <DownOutlined aria-hidden />
    </span>
  );
}
