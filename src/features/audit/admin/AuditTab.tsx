import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import React from 'react';
import { SECURITY_ACTIONS } from '@common/security-events';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { queryAudit } from '@/features/admin/services/admin';
import { useCompetitionOptions } from '@/features/enrolment/admin/competitionOptions';
import { useT } from '@/features/admin/options';

/** A record's before or after, as compact JSON an admin can read and copy. */
function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Paragraph
      code
      copyable
      ellipsis={{ rows: 2, expandable: true }}
      style={{ marginBottom: 0, maxWidth: 360 }}
    >
      {JSON.stringify(value)}
    </Typography.Paragraph>
  );
}

const LABELLED: ReadonlySet<string> = new Set(SECURITY_ACTIONS);

/** An action by its name in the reader's language where it has one, and always by its code. */
function Action({ action, t }: { action: string; t: ReturnType<typeof useT> }) {
  if (!LABELLED.has(action)) return <code>{action}</code>;
  return (
    <span>
      {t(`admin.audit.action.${action}`)}{' '}
      <Typography.Text type="secondary" code>
        {action}
      </Typography.Text>
    </span>
  );
}

/** The audit log: every admin decision and roster change, newest first, by competition or team. */
export default function AuditTab() {
  const t = useT();
  const competitionOptions = useCompetitionOptions();
  const columns: ProColumns<API.AuditEntry>[] = [
    { title: t('admin.audit.at'), dataIndex: 'at', search: false, render: (_, e) => minuteText(e.at) },
    {
      title: t('admin.field.competition'),
      dataIndex: 'competitionId',
      valueType: 'select',
      request: competitionOptions,
      hideInTable: true,
    },
    { title: t('admin.audit.teamId'), dataIndex: 'teamId', valueType: 'digit' },
    { title: t('admin.audit.actor'), dataIndex: 'actorName', search: false },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      search: false,
      render: (_, e) => <Action action={e.action} t={t} />,
    },
    {
      title: t('admin.audit.target'),
      dataIndex: 'targetId',
      search: false,
      render: (_, e) => (e.targetId === null ? e.targetType : `${e.targetType} #${e.targetId}`),
    },
    {
      title: t('admin.audit.before'),
      dataIndex: 'before',
      search: false,
      render: (_, e) => <Snapshot value={e.before} />,
    },
    {
      title: t('admin.audit.after'),
      dataIndex: 'after',
      search: false,
      render: (_, e) => <Snapshot value={e.after} />,
    },
  ];
  return (
    <ProTable<API.AuditEntry, API.AuditQuery>
      rowKey="id"
      columns={columns}
      scroll={{ x: 'max-content' }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ density: false, setting: false, reload: true }}
      request={async ({ current, pageSize, competitionId, teamId }) => {
        const { data } = await queryAudit({
          current,
          pageSize,
          competitionId: competitionId ? Number(competitionId) : undefined,
          teamId: teamId ? Number(teamId) : undefined,
        });
        return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
      }}
      onRequestError={() => undefined}
    />
  );
}
