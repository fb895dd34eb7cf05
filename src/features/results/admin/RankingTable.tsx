import { Table, Tag, type TableColumnsType } from 'antd';
import React from 'react';
import { displayTotal } from '@common/scoring';
import type * as API from '@common/contract';
import { useT } from '@/features/admin/options';

/**
 * The ranking as officials see it, whatever the publication state: each team's total and, per
 * component, its points out of the most there are and its share of the total.
 */
export default function RankingTable({ results, loading }: { results?: API.PhaseResults; loading: boolean }) {
  const t = useT();
  const heads = results?.components ?? [];
  const columns: TableColumnsType<API.ResultRow> = [
    { title: t('admin.results.rank'), dataIndex: 'rank', render: (rank: number | null) => rank ?? '—' },
    { title: t('admin.enrolments.team'), dataIndex: 'teamName' },
    { title: t('admin.results.organisation'), dataIndex: 'organisation', responsive: ['md'] },
    {
      title: t('admin.results.total'),
      dataIndex: 'totalMicro',
      render: (micro: number) => displayTotal(micro).toFixed(3),
    },
    ...heads.map((head) => ({
      title: (
        <span lang={head.locale}>
          {t('admin.results.component', { name: head.name, weight: head.weight })}
        </span>
      ),
      key: head.key,
      responsive: ['sm' as const],
      render: (_: unknown, row: API.ResultRow) => {
        const part = row.components.find((c) => c.key === head.key);
        return part
          ? t('admin.results.part', {
              points: part.points,
              max: part.maxPoints,
              part: displayTotal(part.partMicro).toFixed(3),
            })
          : '—';
      },
    })),
    {
      title: t('admin.results.qualified'),
      dataIndex: 'qualified',
      render: (qualified: boolean) =>
        qualified ? <Tag color="green">{t('admin.results.qualified.yes')}</Tag> : null,
    },
  ];
  return (
    <Table<API.ResultRow>
      rowKey="teamId"
      size="small"
      loading={loading && !results}
      columns={columns}
      dataSource={results?.rows ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: t('admin.results.empty') }}
    />
  );
}
