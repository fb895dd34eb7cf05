import { Button, Drawer, Popconfirm, Table, Tag, message, type TableColumnsType } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import type { ContentResource } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';

interface HistoryDrawerProps {
  resource: ContentResource;
  /** The item whose history is open; none: the drawer is closed. */
  item?: API.AdminContentItem;
  name: string;
  onClose: () => void;
  /** After a restore: the table shows the item as it is now. */
  onRestored: () => void;
}

/**
 * Every save of an item, newest first. Restoring a revision saves its content again as a new
 * revision, so nothing is lost by going back.
 */
export default function HistoryDrawer({ resource, item, name, onClose, onRestored }: HistoryDrawerProps) {
  const t = useT();
  const [revisions, setRevisions] = useState<API.ContentRevision[]>([]);
  const [loading, setLoading] = useState(false);
  const id = item?.id;

  const load = useCallback(async () => {
    if (id === undefined) return;
    setLoading(true);
    try {
      const { data } = await resource.revisions(id);
      setRevisions(data ?? []);
    } catch {
      // Reported by the request module; the list stays as it was.
    } finally {
      setLoading(false);
    }
  }, [resource, id]);

  useEffect(() => {
    setRevisions([]);
    load();
  }, [load]);

  const restore = async (revision: API.ContentRevision) => {
    if (id === undefined) return;
    try {
      await resource.restore(id, revision.id);
      message.success(t('admin.content.history.restored', { number: revision.number }));
      onRestored();
      load();
    } catch {
      // Reported by the request module.
    }
  };

  const newest = revisions[0]?.id;
  const columns: TableColumnsType<API.ContentRevision> = [
    { title: t('admin.content.history.number'), dataIndex: 'number', render: (n: number) => `#${n}` },
    {
      title: t('admin.content.history.savedAt'),
      dataIndex: 'savedAt',
      render: (at: string) => minuteText(at),
    },
    {
      title: t('admin.content.history.savedBy'),
      dataIndex: 'savedBy',
      render: (by: API.ContentRevision['savedBy']) => by?.name ?? t('admin.content.history.system'),
    },
    { title: t('admin.field.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      render: (status: API.ContentStatus) => (
        <Tag color={status === 'published' ? 'green' : 'default'}>{t(`admin.content.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      render: (_, revision) =>
        revision.id === newest ? (
          <Tag color="blue">{t('admin.content.history.current')}</Tag>
        ) : (
          <Popconfirm
            title={t('admin.content.history.restore.confirm', { number: revision.number })}
            okText={t('admin.content.history.restore')}
            cancelText={t('admin.action.cancel')}
            onConfirm={() => restore(revision)}
          >
            <Button type="link" size="small">
              {t('admin.content.history.restore')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Drawer
      open={item !== undefined}
      title={t('admin.content.history.title', { name })}
      width="min(720px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      <Table<API.ContentRevision>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={revisions}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.content.history.empty') }}
      />
    </Drawer>
  );
}
