import { GithubOutlined, GoogleOutlined, WechatOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { List, Popconfirm } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { useSaveUser } from '../shared/userUpdate';
import EditValueModal from './EditValueModal';

const ACCOUNT_MAX_LENGTH = 128;

const SERVICES: { key: keyof API.Bindings; icon: React.ReactNode }[] = [
  { key: 'github', icon: <GithubOutlined style={{ fontSize: 40, color: '#24292f' }} /> },
  { key: 'google', icon: <GoogleOutlined style={{ fontSize: 40, color: '#db4437' }} /> },
  { key: 'wechat', icon: <WechatOutlined style={{ fontSize: 40, color: '#07c160' }} /> },
];

/** Third-party accounts: binding one records its account name, unbinding clears it. */
export default function BindingView({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { save } = useSaveUser();
  const saveBinding = (key: keyof API.Bindings, value: string | null) =>
    save({ bindings: { ...user.bindings, [key]: value } });

  return (
    <List
      itemLayout="horizontal"
      dataSource={SERVICES}
      renderItem={({ key, icon }) => {
        const account = user.bindings[key];
        const name = t(`account.settings.binding.${key}`);
        return (
          <List.Item
            data-testid={`binding-${key}`}
            actions={[
              account ? (
                <Popconfirm
                  key="unbind"
                  title={t('account.settings.binding.unbindConfirm', { service: name })}
                  okText={t('account.settings.binding.unbind')}
                  cancelText={t('account.cancel')}
                  onConfirm={() => saveBinding(key, null)}
                >
                  <a>{t('account.settings.binding.unbind')}</a>
                </Popconfirm>
              ) : (
                <EditValueModal
                  key="bind"
                  title={t('account.settings.binding.bindTitle', { service: name })}
                  label={t('account.settings.binding.accountName')}
                  trigger={<a>{t('account.settings.binding.bind')}</a>}
                  initialValue={null}
                  rules={[
                    {
                      max: ACCOUNT_MAX_LENGTH,
                      message: intl.formatMessage(
                        { id: 'account.rule.maxLength' },
                        { max: ACCOUNT_MAX_LENGTH },
                      ),
                    },
                  ]}
                  onSave={(value) => saveBinding(key, value)}
                />
              ),
            ]}
          >
            <List.Item.Meta
              avatar={icon}
              title={name}
              description={
                account
                  ? t('account.settings.binding.bound', { account })
                  : t('account.settings.binding.unbound', { service: name })
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
