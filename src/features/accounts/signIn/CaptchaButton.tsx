import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import React, { useEffect, useState } from 'react';

/** Seconds before another code can be asked for (the server refuses sooner resends anyway). */
export const CAPTCHA_COOLDOWN = 60;

/**
 * "Get code": asks for an SMS code, then counts down before it can ask again. `send` throws when
 * the code was not sent (a refused phone number), and the button stays ready.
 */
export default function CaptchaButton({ send }: { send: () => Promise<void> }) {
  const intl = useIntl();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const click = async () => {
    setSending(true);
    try {
      await send();
      setLeft(CAPTCHA_COOLDOWN);
    } catch {
      // Nothing was sent: the form or the request module has said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="large" disabled={left > 0} loading={sending} onClick={click}>
      {left > 0
        ? intl.formatMessage({ id: 'account.captcha.countdown' }, { count: left })
        : intl.formatMessage({ id: 'account.captcha.get' })}
    </Button>
  );
}
