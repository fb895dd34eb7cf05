import { ProCard } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Badge, Button, List, Tag, Typography } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import type * as API from '@common/contract';
import { markAllNoticesRead, markNoticeRead, queryNotices } from '@/features/notices/services';
import { DATE_TIME_FORMAT } from '@/features/accounts/shared/format';
import { useLiveEvent } from '@/features/events/useLiveEvent';

const PAGE_SIZE = 5;
const TYPE_COLOURS: Record<API.NoticeType, string> = {
  notification: 'blue',
  message: 'green',
  event: 'orange',
};

/** The user's notices, a page at a time; reading one here also lowers the bell's count. */
export default function Notices() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { setInitialState } = useModel('@@initialState');
  const [page, setPage] = useState<API.Page<API.Notice>>();
  const [current, setCurrent] = useState(1);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (pageNumber: number) => {
    setLoading(true);
    try {
      const { data } = await queryNotices({ current: pageNumber, pageSize: PAGE_SIZE });
      setPage(data);
    } catch {
      setPage((p) => p ?? { list: [], total: 0, current: 1, pageSize: PAGE_SIZE });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    load(current);
  }, [current, load]);
  // A notice sent now shows on the page being read without a reload.
  useLiveEvent('notice', () => load(current));

  const setUnread = (next: (count: number) => number) =>
    setInitialState((s) =>
      s?.currentUser
        ? {
            ...s,
            currentUser: { ...s.currentUser, unreadCount: Math.max(0, next(s.currentUser.unreadCount)) },
          }
        : s,
    );

  const read = async (notice: API.Notice) => {
    try {
      await markNoticeRead(notice.id);
    } catch {
      return;
    }
    setPage((p) => p && { ...p, list: p.list.map((n) => (n.id === notice.id ? { ...n, read: true } : n)) });
    setUnread((count) => count - 1);
  };

  const readAll = async () => {
    try {
      await markAllNoticesRead();
    } catch {
      return;
    }
    setPage((p) => p && { ...p, list: p.list.map((n) => ({ ...n, read: true })) });
    setUnread(() => 0);
  };

  return (
    <ProCard
      title={t('account.center.notices')}
      extra={
        // Off once the list shows nothing unread; not while it loads, so it does not flicker grey first.
        <Button type="link" onClick={readAll} disabled={!!page && !page.list.some((n) => !n.read)}>
          {t('layout.notice.readAll')}
        </Button>
      }
    >
      <List<API.Notice>
        loading={loading}
        dataSource={page?.list ?? []}
        locale={{ emptyText: t('layout.notice.empty') }}
        pagination={
          page && page.total > PAGE_SIZE
            ? { current, pageSize: PAGE_SIZE, total: page.total, onChange: setCurrent, size: 'small' }
            : false
        }
        renderItem={(notice) => (
          <List.Item
            data-testid="center-notice"
            actions={
              notice.read
                ? []
                : [
                    <Button key="read" type="link" size="small" onClick={() => read(notice)}>
                      {t('account.center.markRead')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <span>
                  <Badge status={notice.read ? 'default' : 'processing'} />{' '}
                  <Tag color={TYPE_COLOURS[notice.type]}>{t(`layout.notice.${notice.type}`)}</Tag>
                  <Typography.Text strong={!notice.read}>{notice.title}</Typography.Text>
                </span>
              }
              description={
                <>
                  <div>{notice.description}</div>
                  <Typography.Text type="secondary">
                    {intl.formatDate(notice.datetime, DATE_TIME_FORMAT)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </ProCard>
  );
}
