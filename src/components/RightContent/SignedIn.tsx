import { useModel } from '@umijs/max';
import { Avatar } from 'antd';
import React from 'react';
import AvatarDropdown from './AvatarDropdown';
import styles from './SignedIn.less';
import NoticeBell from '@/features/notices/NoticeBell';

/** The site layout's header for a signed-in user: the notice bell and the avatar menu, as in ProLayout. */
export default function SignedIn() {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  return (
    <>
      <NoticeBell />
      <AvatarDropdown>
        <span className={styles.avatar}>
          <Avatar size="small" src={user.avatar || undefined} alt="" />
          <span className={styles.name}>{user.nickname || user.username}</span>
        </span>
      </AvatarDropdown>
    </>
  );
}
