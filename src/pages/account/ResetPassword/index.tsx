import { ProForm } from '@ant-design/pro-components';
import { Link, history, useIntl, useLocation, useModel } from '@umijs/max';
import { Alert, Card, Typography, message } from 'antd';
import React from 'react';
import { resetPassword } from '@/features/accounts/services/recovery';
import { forgotPasswordPath, loginPath } from '@/utils/paths';
import NewPasswordFields from '@/features/accounts/shared/NewPasswordFields';
import styles from '@/features/accounts/shared/linkPage.less';

/** Sets a new password with the token of a mailed link (`?token=…`), then sends the user to sign in. */
export default function ResetPassword() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { setInitialState } = useModel('@@initialState');

  const submit = async ({ password }: { password: string }) => {
    try {
      await resetPassword({ token, password });
    } catch {
      // A used or expired link, or a weak password, is toasted by the request module.
      return;
    }
    message.success(t('account.reset.done'));
    // Every session of the account ended, this browser's included.
    setInitialState((s) => ({ ...s, currentUser: undefined }));
    history.push(loginPath);
  };

  return (
    <div className={styles.container}>
      <Card
        className={styles.card}
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('account.reset.title')}</h1>}
      >
        {token ? (
          <>
            <Typography.Paragraph>{t('account.reset.intro')}</Typography.Paragraph>
            <ProForm<{ password: string; confirm: string }>
              layout="vertical"
              onFinish={submit}
              submitter={{
                searchConfig: { submitText: t('account.reset.submit') },
                resetButtonProps: false,
                submitButtonProps: { size: 'large', block: true },
              }}
            >
              <NewPasswordFields label={t('account.field.password')} />
            </ProForm>
          </>
        ) : (
          <Alert type="warning" showIcon message={t('account.link.missing')} />
        )}
        <div className={styles.footer}>
          <Link to={forgotPasswordPath}>{t('account.link.again')}</Link>
        </div>
      </Card>
    </div>
  );
}
