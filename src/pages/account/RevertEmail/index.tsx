import { Link, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Card, Result, Spin } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { revertEmail } from '@/services/recovery';
import { RequestError } from '@/utils/request';
import styles from '../shared/linkPage.less';

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; text: string };

/**
 * Opened from the link mailed to the address an account left (`?token=…`): puts it back at once,
 * signed in or not. The server signs every session of the account out, so this page sends the
 * owner on to choose a new password: whoever changed the address may know it.
 */
export default function RevertEmail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { setInitialState } = useModel('@@initialState');
  const [state, setState] = useState<State>({ status: 'working' });
  // The link is used up by its first call: never a second one for the same token, even when React
  // runs the effect twice.
  const sentFor = useRef<string>();

  useEffect(() => {
    if (!token) {
      setState({ status: 'failed', text: t('account.link.missing') });
      return;
    }
    if (sentFor.current === token) return;
    sentFor.current = token;
    revertEmail({ token }, { skipErrorHandler: true }).then(
      () => {
        setState({ status: 'done' });
        // This browser's session, if it had one for the account, ended with the others.
        setInitialState((s) => ({ ...s, currentUser: undefined }));
      },
      (error: unknown) => {
        // Skipping the handler, a 4xx arrives as the transport's error, its envelope in `data`.
        const info =
          error instanceof RequestError
            ? error.info
            : (error as { data?: { message?: string } } | undefined)?.data;
        setState({ status: 'failed', text: info?.message || t('account.link.missing') });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <div className={styles.container}>
      <Card className={styles.card}>
        {state.status === 'working' && <Result icon={<Spin />} title={t('account.revert.working')} />}
        {state.status === 'done' && (
          <Result
            status="success"
            title={t('account.revert.done')}
            subTitle={t('account.revert.next')}
            extra={
              <Link to="/account/ForgotPassword">
                <Button type="primary">{t('account.revert.reset')}</Button>
              </Link>
            }
          />
        )}
        {state.status === 'failed' && (
          <Result status="warning" title={t('account.revert.title')} subTitle={state.text} />
        )}
      </Card>
    </div>
  );
}
