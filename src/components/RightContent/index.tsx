import { Link, useIntl, useModel } from '@umijs/max';
import { Button } from 'antd';
import React from 'react';
import { loginPath } from '@/utils/paths';
import LanguagePicker from './LanguagePicker';
import NoticeBell from '@/features/notices/NoticeBell';

/** Header actions: the notice bell for a signed-in user, a sign-in link otherwise, and the language menu. */
export default function HeaderActions() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  return (
    <>
      {initialState?.currentUser ? (
        <NoticeBell />
      ) : (
        <Link to={loginPath}>
          <Button type="link" size="small">
            {intl.formatMessage({ id: 'layout.login' })}
          </Button>
        </Link>
      )}
      <LanguagePicker />
    </>
  );
}
