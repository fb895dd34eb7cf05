import { BellOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Badge, Popover, Spin } from 'antd';
import React, { Suspense, lazy, useState } from 'react';
import VisuallyHidden from '@/components/VisuallyHidden';
import { useLiveEvent } from '@/features/events/useLiveEvent';

// The list and its tabs load only when someone opens the bell, not with every public page.
const NoticeList = lazy(() => import('./NoticeList'));

/** The notice bell: unread count from the current user, the list from GET /api/notices; both live. */
export default function NoticeBell() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [open, setOpen] = useState(false);
  const unread = initialState?.currentUser?.unreadCount ?? 0;

  // The server's count covers every notice, not just the page the list shows.
  const refreshUnread = async () => {
    const currentUser = await initialState?.fetchUserInfo?.();
    if (currentUser) setInitialState((s) => ({ ...s, currentUser }));
  };
  // A notice sent now shows in the count without a reload (the open list follows it itself).
  useLiveEvent('notice', refreshUnread);

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      destroyTooltipOnHide
      content={
        <Suspense fallback={<Spin />}>
          <NoticeList onRead={refreshUnread} />
        </Suspense>
      }
    >
      <span role="button" tabIndex={0} data-testid="notice-bell" style={{ padding: 4, cursor: 'pointer' }}>
        {/* Named by its content, so the name always holds the number the badge shows. */}
        <VisuallyHidden>{intl.formatMessage({ id: 'layout.notice.title' })}</VisuallyHidden>
        <Badge count={unread} size="small">
          <BellOutlined aria-hidden style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
