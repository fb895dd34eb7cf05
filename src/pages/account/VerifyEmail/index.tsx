import { Link, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Card, Result, Spin } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '@/services/recovery';
import { loginPath } from '@/utils/paths';
import { RequestError } from '@/utils/request';
import styles from '../shared/linkPage.less';

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; text: string };

/** Opened from the mailed link (`?token=…`): verifies the address at once, signed in or not. */
export default function VerifyEmail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { initialState, setInitialState } = useModel('@@initialState');
  const [state, setState] = useState<State>({ status: 'working' });
  const signedIn = Boolean(initialState?.currentUser);
  const fetchUserInfo = initialState?.fetchUserInfo;
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
    verifyEmail({ token }, { skipErrorHandler: true }).then(
      async () => {
        setState({ status: 'done' });
        // The account centre should say "verified" without a reload.
        if (signedIn && fetchUserInfo) {
          const currentUser = await fetchUserInfo();
          if (currentUser) setInitialState((s) => ({ ...s, currentUser }));
        }
      },
      (error: unknown) => {
        const text =
          error instanceof RequestError && error.info?.message
            ? error.info.message
            : t('account.link.missing');
        setState({ status: 'failed', text });
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <div className={styles.container}>
      <Card className={styles.card}>
        {state.status === 'working' && <Result icon={<Spin />} title={t('account.verify.working')} />}
        {state.status === 'done' && (
          <Result
            status="success"
            title={t('account.verify.done')}
            extra={
              <Link to={signedIn ? '/account/center' : loginPath}>
                <Button type="primary">
                  {t(signedIn ? 'account.verify.toCenter' : 'menu.account.login')}
                </Button>
              </Link>
            }
          />
        )}
        {state.status === 'failed' && (
          <Result status="warning" title={t('account.verify.title')} subTitle={state.text} />
        )}
      </Card>
    </div>
  );
}
