import { useIntl } from '@umijs/max';
import { Button, Empty, List, Spin, Tabs, Typography } from 'antd';
import type * as API from '@common/contract';
import dayjs from '@/utils/dayjs';
import React, { useCallback, useEffect, useState } from 'react';
import { markAllNoticesRead, markNoticeRead, queryNotices } from '@/features/notices/services';
import { useLiveEvent } from '@/features/events/useLiveEvent';

const TYPES: API.NoticeType[] = ['notification', 'message', 'event'];

/** The notices; `onRead` runs after marking some read, so the bell can ask the server for the new count. */
export default function NoticeList({ onRead }: { onRead: () => void }) {
  const intl = useIntl();
  const [notices, setNotices] = useState<API.Notice[]>();

  const load = useCallback(async () => {
    const { data } = await queryNotices({ current: 1, pageSize: 50 });
    setNotices(data?.list ?? []);
  }, []);

  useEffect(() => {
    load().catch(() => setNotices([]));
  }, [load]);
  // A notice sent while the list is open joins it; a failed refetch leaves the list as it was.
  useLiveEvent('notice', () => load().catch(() => undefined));

  if (!notices) return <Spin />;

  const read = async (notice: API.Notice) => {
    if (notice.read) return;
    await markNoticeRead(notice.id);
    setNotices((list) => list?.map((n) => (n.id === notice.id ? { ...n, read: true } : n)));
    onRead();
  };

  const readAll = async () => {
    await markAllNoticesRead();
    setNotices((list) => list?.map((n) => ({ ...n, read: true })));
    onRead();
  };

  return (
    <div style={{ width: 336 }} data-testid="notice-list">
      <Tabs
        centered
        items={TYPES.map((type) => {
          const ofType = notices.filter((n) => n.type === type);
          return {
            key: type,
            label: `${intl.formatMessage({ id: `layout.notice.${type}` })} (${ofType.filter((n) => !n.read).length})`,
            children: ofType.length ? (
              <List
                size="small"
                dataSource={ofType}
                renderItem={(n) => (
                  <List.Item
                    onClick={() => read(n)}
                    style={{ cursor: n.read ? 'default' : 'pointer', opacity: n.read ? 0.6 : 1 }}
                  >
                    <List.Item.Meta
                      title={n.title}
                      description={
                        <>
                          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                            {n.description}
                          </Typography.Paragraph>
                          <Typography.Text type="secondary">
                            {dayjs(n.datetime).format('YYYY-MM-DD HH:mm')}
                          </Typography.Text>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={intl.formatMessage({ id: 'layout.notice.empty' })} />
            ),
          };
        })}
      />
      <Button block type="link" onClick={readAll} disabled={notices.every((n) => n.read)}>
        {intl.formatMessage({ id: 'layout.notice.readAll' })}
      </Button>
    </div>
  );
}
