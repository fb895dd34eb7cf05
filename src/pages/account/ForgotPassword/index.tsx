import { MailOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import React, { useState } from 'react';
import { forgotPassword } from '@/features/accounts/services/recovery';
import { loginPath } from '@/utils/paths';
import styles from '@/features/accounts/shared/linkPage.less';
import { EMAIL_MAX_LENGTH, useAccountRules } from '@/features/accounts/shared/validation';

/** Asks for the address to mail a reset link to. The answer never tells whether an account has it. */
export default function ForgotPassword() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      await forgotPassword({ email: email.trim() });
      setSent(true);
    } catch {
      // A refusal (too many requests) is toasted by the request module.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.container}>
      <Card
        className={styles.card}
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('account.forgot.title')}</h1>}
      >
        {sent ? (
          <Alert type="success" showIcon message={t('account.forgot.sent')} data-testid="forgot-sent" />
        ) : (
          <>
            <Typography.Paragraph>{t('account.forgot.intro')}</Typography.Paragraph>
            <Form<{ email: string }> layout="vertical" size="large" onFinish={submit}>
              <Form.Item name="email" label={t('account.field.email')} rules={rules.email}>
                <Input
                  prefix={<MailOutlined />}
                  type="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX_LENGTH}
                />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" block loading={sending}>
                  {t('account.forgot.submit')}
                </Button>
              </Form.Item>
            </Form>
          </>
        )}
        <div className={styles.footer}>
          <Link to={loginPath}>{t('account.forgot.backToLogin')}</Link>
        </div>
      </Card>
    </div>
  );
}
