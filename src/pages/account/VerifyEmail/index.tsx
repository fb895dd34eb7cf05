import { Link, useIntl, useModel } from '@umijs/max';
import { Button, Card, Result, Spin } from 'antd';
import React from 'react';
import { verifyEmail } from '@/features/accounts/services/recovery';
import { loginPath } from '@/utils/paths';
import styles from '@/features/accounts/shared/linkPage.less';
import { useMailedLink } from '@/features/accounts/shared/useMailedLink';

/** Opened from the mailed link (`?token=…`): verifies the address at once, signed in or not. */
export default function VerifyEmail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState, setInitialState } = useModel('@@initialState');
  const signedIn = Boolean(initialState?.currentUser);
  const fetchUserInfo = initialState?.fetchUserInfo;
  const state = useMailedLink(
    (token) => verifyEmail({ token }, { skipErrorHandler: true }),
    async () => {
      // The account centre should say "verified" without a reload.
      if (!signedIn || !fetchUserInfo) return;
      const currentUser = await fetchUserInfo();
      if (currentUser) setInitialState((s) => ({ ...s, currentUser }));
    },
  );

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
