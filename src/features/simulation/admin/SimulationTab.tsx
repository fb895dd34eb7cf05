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
  // The queue shows once the phase is a simulation phase: an ordinary one has none to list.
  const [isSimulation, setIsSimulation] = useState(false);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PhasePicker
        value={phaseId}
        onChange={(id) => {
          setIsSimulation(false);
          setPhaseId(id);
        }}
      />
      {phaseId === undefined ? (
        <Empty description={t('admin.scoring.pickPhase')} />
      ) : (
        <>
          <SettingsPanel key={phaseId} phaseId={phaseId} onSettings={setIsSimulation} />
          {isSimulation && <QueueTable key={phaseId} phaseId={phaseId} />}
        </>
      )}
    </Space>
  );
}
