import type { ProColumns } from '@ant-design/pro-components';
import { useCallback } from 'react';
import { adminCompetitions } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';

/** The competitions as select options; a failed load leaves the select empty. */
export const useCompetitionOptions = () =>
  useCallback(async () => {
    try {
      const { data } = await adminCompetitions.list({ current: 1, pageSize: 100 });
      return (data?.list ?? []).map((c) => ({ label: c.name, value: c.id }));
    } catch {
      return [];
    }
  }, []);

/** The keyword search and the competition column (and filter) that every competition-bound list has. */
export function useCompetitionColumns<T extends { competitionName: string }>(): ProColumns<T>[] {
  const t = useT();
  const competitionOptions = useCompetitionOptions();
  return [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('admin.field.competition'),
      dataIndex: 'competitionId',
      valueType: 'select',
      request: competitionOptions,
      fieldProps: { style: { minWidth: 200 } },
      render: (_, row) => row.competitionName,
    },
  ];
}
