import {
  PageContainer,
  ProCard,
  ProForm,
  ProFormText,
  type ProFormInstance,
} from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { message } from 'antd';
import React, { useRef } from 'react';
import { changePassword } from '@/features/accounts/services/user';
import NewPasswordFields from '@/features/accounts/shared/NewPasswordFields';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changes the password; the session stays, so the user stays signed in here. */
export default function ReviserPwd() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formRef = useRef<ProFormInstance<PasswordValues>>();
  const { initialState, setInitialState } = useModel('@@initialState');

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    try {
      await changePassword({ oldPassword, newPassword });
    } catch {
      // A wrong current password is toasted by the request module.
      return;
    }
    message.success(t('account.password.changed'));
    formRef.current?.resetFields();
    // The security settings show the new password's strength.
    const currentUser = await initialState?.fetchUserInfo?.();
    if (currentUser) setInitialState((s) => ({ ...s, currentUser }));
  };

  return (
    <PageContainer content={t('account.password.intro')}>
      <ProCard>
        <ProForm<PasswordValues>
          formRef={formRef}
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={submit}
          submitter={{ searchConfig: { submitText: t('account.password.submit') }, resetButtonProps: false }}
        >
          {/* The browser's password manager pairs the change with this account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={initialState?.currentUser?.username ?? ''}
            readOnly
            hidden
          />
          <ProFormText.Password
            name="oldPassword"
            label={t('account.password.old')}
            fieldProps={{ autoComplete: 'current-password' }}
            rules={[{ required: true, message: t('account.rule.oldPassword.required') }]}
          />
          <NewPasswordFields
            name="newPassword"
            differentFrom="oldPassword"
            label={t('account.password.new')}
          />
        </ProForm>
      </ProCard>
    </PageContainer>
  );
}
