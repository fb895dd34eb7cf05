import { useCallback } from 'react';
import { adminCompetitions } from '@/services/admin';

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
