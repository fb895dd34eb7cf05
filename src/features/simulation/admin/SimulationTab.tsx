import { Empty, Space } from 'antd';
import React, { useState } from 'react';
import { useT } from '@/features/admin/options';
import { PhasePicker } from '@/features/scoring/admin/PickerSelect';
import QueueTable from './QueueTable';
import SettingsPanel from './SettingsPanel';

/**
 * The simulation track per phase: how it runs (scenario, seeds, limits), and its queue with each
 * submission's worker, times and outcome. Its ranking and publication are the Results tab's.
 */
export default function SimulationTab() {
  const t = useT();
  const [phaseId, setPhaseId] = useState<number>();
  // Saved settings may make the phase a simulation phase: the queue is read again.
  const [round, setRound] = useState(0);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PhasePicker value={phaseId} onChange={setPhaseId} />
      {phaseId === undefined ? (
        <Empty description={t('admin.scoring.pickPhase')} />
      ) : (
        <>
          <SettingsPanel key={phaseId} phaseId={phaseId} onSaved={() => setRound((r) => r + 1)} />
          <QueueTable key={`${phaseId}-${round}`} phaseId={phaseId} />
        </>
      )}
    </Space>
  );
}
