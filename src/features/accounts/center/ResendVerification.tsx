import { useIntl } from '@umijs/max';
import { Button, message } from 'antd';
import React, { useState } from 'react';
import { resendVerification } from '@/features/accounts/services/recovery';

/** Mails the verification link again; the server limits how often. */
export default function ResendVerification({ email }: { email: string }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      await resendVerification();
      setSent(true);
      message.success(intl.formatMessage({ id: 'account.email.resent' }, { email }));
    } catch {
      // A refusal (too many requests) is toasted by the request module.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      type="link"
      size="small"
      loading={sending}
      disabled={sent}
      onClick={send}
      style={{ paddingInline: 0 }}
    >
      {intl.formatMessage({ id: 'account.email.resend' })}
    </Button>
  );
}
