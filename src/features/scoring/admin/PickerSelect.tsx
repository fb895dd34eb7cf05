import { Flex, Select } from 'antd';
import React, { useEffect, useId, useState } from 'react';
import { adminCompetitions, adminPhases } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';

type Option = { value: number; label: string };

/** A labelled select whose options load once per `deps`; typing narrows the names already loaded. */
function Picker({
  label,
  placeholder,
  value,
  onChange,
  load,
  deps,
}: {
  label: string;
  placeholder: string;
  value?: number;
  onChange: (value: number) => void;
  load: () => Promise<Option[]>;
  deps: unknown[];
}) {
  const id = useId();
  const [loaded, setLoaded] = useState<Option[]>();
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    load().then(
      (list) => current && setLoaded(list),
      () => current && setLoaded([]),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return (
    <Flex vertical gap={4} style={{ maxWidth: 480 }}>
      <label htmlFor={id}>{label}</label>
      <Select<number>
        id={id}
        showSearch
        optionFilterProp="label"
        loading={!loaded}
        value={value}
        placeholder={placeholder}
        options={loaded ?? []}
        onChange={onChange}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}

/** The competitions (the first 100, as the other tabs' competition fields). */
export function CompetitionPicker(props: { value?: number; onChange: (id: number) => void }) {
  const t = useT();
  return (
    <Picker
      {...props}
      label={t('admin.field.competition')}
      placeholder={t('admin.scoring.pickCompetition')}
      deps={[]}
      load={async () => {
        const { data } = await adminCompetitions.list({ current: 1, pageSize: 100 });
        return (data?.list ?? []).map((c) => ({ value: c.id, label: c.name }));
      }}
    />
  );
}

/** The phases of one competition, or of all of them (then named with their competition). */
export function PhasePicker(props: {
  competitionId?: number;
  value?: number;
  onChange: (id: number) => void;
}) {
  const t = useT();
  const { competitionId } = props;
  return (
    <Picker
      {...props}
      label={t('admin.field.phaseName')}
      placeholder={t('admin.scoring.pickPhase')}
      deps={[competitionId]}
      load={async () => {
        const { data } = await adminPhases.list({ current: 1, pageSize: 100, competitionId });
        return (data?.list ?? []).map((p) => ({
          value: p.id,
          label: competitionId ? p.name : `${p.competitionName} · ${p.name}`,
        }));
      }}
    />
  );
}
