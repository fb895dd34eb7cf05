import { ProFormDependency, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import { isAcceptablePassword } from '@common/passwordStrength';
import PasswordStrengthMeter from './PasswordStrengthMeter';
import { useAccountRules } from './validation';

interface NewPasswordFieldsProps {
  /** Field name of the new password; the confirmation is `confirm`. */
  name?: string;
  /** A field the new password must differ from (the current password when changing it). */
  differentFrom?: string;
  label: React.ReactNode;
}

/**
 * A new password with its live strength meter, and its confirmation. A weak password is refused
 * here, as the server would refuse it.
 */
export default function NewPasswordFields({
  name = 'password',
  differentFrom,
  label,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  const rules = useAccountRules();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <ProFormDependency name={[name]}>
        {(values) => (
          <ProFormText.Password
            name={name}
            label={label}
            fieldProps={{ autoComplete: 'new-password' }}
            extra={<PasswordStrengthMeter password={typeof values[name] === 'string' ? values[name] : ''} />}
            rules={[
              { required: true, message: t('account.rule.password.required') },
              rules.passwordMax,
              {
                validator: (_, value: string | undefined) =>
                  !value || isAcceptablePassword(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.password.tooWeak'))),
              },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !differentFrom || !value || value !== getFieldValue(differentFrom)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.password.sameAsOld'))),
              }),
            ]}
          />
        )}
      </ProFormDependency>
      <ProFormText.Password
        name="confirm"
        label={t('account.password.confirm')}
        dependencies={[name]}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('account.rule.confirm.required') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.password.mismatch'))),
          }),
        ]}
      />
    </>
  );
}
