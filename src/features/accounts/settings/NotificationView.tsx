import { useIntl } from '@umijs/max';
import { List, Switch } from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import { useSaveUser } from '../shared/userUpdate';

const KINDS: (keyof API.NotificationSettings)[] = ['accountPassword', 'systemMessages', 'todoTasks'];

/** Which kinds of news reach the user as notices; each switch saves at once. */
export default function NotificationView({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { save } = useSaveUser();
  const [saving, setSaving] = useState<keyof API.NotificationSettings>();

  const toggle = async (kind: keyof API.NotificationSettings, on: boolean) => {
    setSaving(kind);
    await save({ notifications: { ...user.notifications, [kind]: on } });
    setSaving(undefined);
  };

  return (
    <List
      itemLayout="horizontal"
      dataSource={KINDS}
      renderItem={(kind) => (
        <List.Item
          data-testid={`notification-${kind}`}
          actions={[
            <Switch
              key="switch"
              checked={user.notifications[kind]}
              loading={saving === kind}
              disabled={saving !== undefined && saving !== kind}
              aria-label={t(`account.settings.notification.${kind}`)}
              checkedChildren={t('account.settings.notification.on')}
              unCheckedChildren={t('account.settings.notification.off')}
              onChange={(on) => toggle(kind, on)}
            />,
          ]}
        >
          <List.Item.Meta
            title={t(`account.settings.notification.${kind}`)}
            description={t(`account.settings.notification.${kind}.description`)}
          />
        </List.Item>
      )}
    />
  );
}
