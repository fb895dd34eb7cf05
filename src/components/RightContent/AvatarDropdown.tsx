import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Dropdown } from 'antd';
import React from 'react';
import { flushSync } from 'react-dom';
import { outLogin } from '@/features/accounts/services/login';
import { clearRefereeCaches } from '@/features/scoring/worker/caches';
import { appPath, loginPath } from '@/utils/paths';

/** The signed-in user's menu: account centre, settings, logout. */
export default function AvatarDropdown({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');

  const logout = async () => {
    try {
      await outLogin();
    } finally {
      // The referee's worker keeps this official's API answers for offline use: they end with the session.
      void clearRefereeCaches();
      flushSync(() => setInitialState((s) => ({ ...s, currentUser: undefined })));
      history.replace(`${loginPath}?${new URLSearchParams({ redirect: appPath() })}`);
    }
  };

  const items = [
    { key: 'center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'menu.account.center' }) },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: intl.formatMessage({ id: 'menu.account.settings' }),
    },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'layout.avatar.logout' }) },
  ];

  const onClick = ({ key }: { key: string }) => {
    if (key === 'logout') logout();
    else history.push(`/account/${key}`);
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <span data-testid="avatar-menu" style={{ cursor: 'pointer' }}>
        {children}
      </span>
    </Dropdown>
  );
}
