import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel, useSearchParams } from '@umijs/max';
import { Grid, Menu } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import BasicView from '@/features/accounts/settings/BasicView';
import BindingView from '@/features/accounts/settings/BindingView';
import NotificationView from '@/features/accounts/settings/NotificationView';
import SecurityView from '@/features/accounts/settings/SecurityView';
import styles from './index.less';

/** The four tabs of spec section 2, in its order. */
const TABS = ['base', 'security', 'binding', 'notification'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

const VIEWS: Record<Tab, React.ComponentType<{ user: API.CurrentUser }>> = {
  base: BasicView,
  security: SecurityView,
  binding: BindingView,
  notification: NotificationView,
};

/**
 * Account settings in the Ant Design Pro layout. The tab lives in the address (`?tab=security`), so
 * a link can open one and the browser's back button returns to the previous one.
 */
export default function Settings() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const [params, setParams] = useSearchParams();
  const { md } = Grid.useBreakpoint();
  const currentUser = initialState?.currentUser;
  if (!currentUser) return null;

  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'base';
  const title = (key: Tab) => intl.formatMessage({ id: `account.settings.menu.${key}` });
  const View = VIEWS[tab];

  return (
    <PageContainer>
      <div className={styles.main}>
        <div className={styles.menu}>
          <Menu
            mode={md ? 'inline' : 'horizontal'}
            selectedKeys={[tab]}
            onClick={({ key }) => setParams({ tab: key })}
            items={TABS.map((key) => ({ key, label: title(key) }))}
          />
        </div>
        <div className={styles.content}>
          <div className={styles.title}>{title(tab)}</div>
          {/* Keyed by tab: coming back to a form starts it again from the saved values. */}
          <View key={tab} user={currentUser} />
        </div>
      </div>
    </PageContainer>
  );
}
