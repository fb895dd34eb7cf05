import { ProCard, ProForm, ProFormText } from '@ant-design/pro-components';
import { Link, history, useIntl } from '@umijs/max';
import { message } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { register } from '@/features/accounts/services/login';
import { loginPath } from '@/utils/paths';
import NewPasswordFields from '@/features/accounts/shared/NewPasswordFields';
import { EMAIL_MAX_LENGTH, useAccountRules } from '@/features/accounts/shared/validation';
import styles from './index.less';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
  phone?: string;
}

/** Only what the API takes: the confirmation stays in the browser, an empty phone is left out. */
const toRegisterParams = ({ username, email, password, phone }: RegisterValues): API.RegisterParams => ({
  username: username.trim(),
  email: email.trim(),
  password,
  ...(phone?.trim() ? { phone: phone.trim() } : {}),
});

export default function Register() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();

  const submit = async (values: RegisterValues) => {
    const params = toRegisterParams(values);
    try {
      await register(params);
    } catch {
      // A taken username or email is toasted by the request module; the form keeps what was typed.
      return;
    }
    message.success(t('account.register.success'));
    history.push(`${loginPath}?${new URLSearchParams({ username: params.username })}`);
  };

  return (
    <div className={styles.container}>
      <ProCard className={styles.card} title={t('account.register.title')} bordered>
        <ProForm<RegisterValues>
          layout="vertical"
          onFinish={submit}
          submitter={{
            searchConfig: { submitText: t('account.register.submit') },
            resetButtonProps: false,
            submitButtonProps: { size: 'large', block: true },
          }}
        >
          <ProFormText
            name="username"
            label={t('account.field.username')}
            tooltip={t('account.rule.username.pattern')}
            fieldProps={{ autoComplete: 'username', maxLength: 32 }}
            rules={rules.username}
          />
          <ProFormText
            name="email"
            label={t('account.field.email')}
            fieldProps={{ type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH }}
            rules={rules.email}
          />
          <NewPasswordFields label={t('account.field.password')} />
          <ProFormText
            name="phone"
            label={t('account.field.phoneOptional')}
            placeholder={t('account.login.mobile.placeholder')}
            fieldProps={{ autoComplete: 'tel' }}
            rules={rules.phone()}
          />
        </ProForm>
        <div className={styles.footer}>
          {t('account.register.haveAccount')} <Link to={loginPath}>{t('account.register.toLogin')}</Link>
        </div>
      </ProCard>
    </div>
  );
}
