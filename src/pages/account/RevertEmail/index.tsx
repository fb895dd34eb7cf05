import { Link, useIntl, useModel } from '@umijs/max';
import { Button, Card, Result, Spin } from 'antd';
import React from 'react';
import { revertEmail } from '@/features/accounts/services/recovery';
import styles from '@/features/accounts/shared/linkPage.less';
import { useMailedLink } from '@/features/accounts/shared/useMailedLink';

/**
 * Opened from the link mailed to the address an account left (`?token=…`): puts it back at once,
 * signed in or not. The server signs every session of the account out, so this page sends the
 * owner on to choose a new password: whoever changed the address may know it.
 */
export default function RevertEmail() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState, setInitialState } = useModel('@@initialState');
  const fetchUserInfo = initialState?.fetchUserInfo;
  // This browser's session ended with the others if it was the account's; another's goes on.
  const state = useMailedLink(
    (token) => revertEmail({ token }, { skipErrorHandler: true }),
    async () => {
      const currentUser = await fetchUserInfo?.();
      setInitialState((s) => ({ ...s, currentUser }));
    },
  );

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
