import { Link, useIntl } from '@umijs/max';
import { Alert, List, Typography } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { StrengthLabel } from '../shared/PasswordStrengthMeter';
import { useSaveUser } from '../shared/userUpdate';
import { EMAIL_MAX_LENGTH, useAccountRules } from '../shared/validation';
import EditValueModal from './EditValueModal';
import TwoFactorActions from './TwoFactorActions';

const QUESTION_MAX_LENGTH = 200;

/** Shows only the ends of a phone number, as account pages usually do: 138****0002. */
export const maskPhone = (phone: string) =>
  phone.length <= 7 ? phone : `${phone.slice(0, phone.length - 8)}****${phone.slice(-4)}`;

/** Security settings: password strength, recovery contacts and the MFA device. */
export default function SecurityView({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rules = useAccountRules();
  const { save } = useSaveUser();
  const { security } = user;

  const saveSecurity = (changes: Partial<API.SecuritySettings>) =>
    save({ security: { ...security, ...changes } });

  const modify = <a>{t('account.settings.modify')}</a>;
  const unset = (id: string) => <Typography.Text type="warning">{t(id)}</Typography.Text>;

  const items = [
    {
      key: 'password',
      title: t('account.settings.security.password'),
      description: (
        <>
          {t('account.settings.security.passwordStrength')}{' '}
          {user.passwordStrength ? (
            <StrengthLabel strength={user.passwordStrength} />
          ) : (
            t('account.settings.security.strengthUnknown')
          )}
        </>
      ),
      actions: [
        <Link key="modify" to="/account/reviserPwd">
          {t('account.settings.modify')}
        </Link>,
      ],
    },
    {
      key: 'phone',
      title: t('account.settings.security.phone'),
      description: security.securityPhone
        ? t('account.settings.security.phoneSet', { phone: maskPhone(security.securityPhone) })
        : unset('account.settings.security.phoneUnset'),
      actions: [
        <EditValueModal
          key="modify"
          title={t('account.settings.security.phone')}
          label={t('account.field.phone')}
          trigger={modify}
          initialValue={security.securityPhone}
          inputType="tel"
          optional
          rules={rules.phone()}
          onSave={(securityPhone) => saveSecurity({ securityPhone })}
        />,
      ],
    },
    {
      key: 'question',
      title: t('account.settings.security.question'),
      description: security.securityQuestion
        ? t('account.settings.security.questionSet', { question: security.securityQuestion })
        : unset('account.settings.security.questionUnset'),
      actions: [
        <EditValueModal
          key="modify"
          title={t('account.settings.security.question')}
          label={t('account.settings.security.questionLabel')}
          trigger={modify}
          initialValue={security.securityQuestion}
          optional
          rules={[rules.max(QUESTION_MAX_LENGTH)]}
          onSave={(securityQuestion) => saveSecurity({ securityQuestion })}
        />,
      ],
    },
    {
      key: 'backupEmail',
      title: t('account.settings.security.backupEmail'),
      description: security.backupEmail
        ? t('account.settings.security.backupEmailSet', { email: security.backupEmail })
        : unset('account.settings.security.backupEmailUnset'),
      actions: [
        <EditValueModal
          key="modify"
          title={t('account.settings.security.backupEmail')}
          label={t('account.field.email')}
          trigger={modify}
          initialValue={security.backupEmail}
          inputType="email"
          optional
          rules={rules.optionalEmail.concat(rules.max(EMAIL_MAX_LENGTH))}
          onSave={(backupEmail) => saveSecurity({ backupEmail })}
        />,
      ],
    },
    {
      key: 'mfa',
      title: t('twoFactor.settings.title'),
      description: user.twoFactor ? t('twoFactor.settings.on') : unset('twoFactor.settings.off'),
      actions: [<TwoFactorActions key="mfa" on={user.twoFactor} />],
    },
  ];

  return (
    <>
      {user.twoFactorRequired && (
        <Alert
          type="warning"
          showIcon
          // On, but this session signed in without a code: only a sign-in with one opens the console.
          message={t(user.twoFactor ? 'twoFactor.required.signInAgain' : 'twoFactor.required')}
          data-testid="two-factor-required"
        />
      )}
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item actions={item.actions} data-testid={`security-${item.key}`}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
    </>
  );
}
