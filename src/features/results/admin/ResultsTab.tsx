import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Button, Empty, Space } from 'antd';
import React, { useState } from 'react';
import { useLoader } from '@/features/teams/useLoader';
import { useT } from '@/features/admin/options';
import { PhasePicker } from '@/features/scoring/admin/PickerSelect';
import PublicationPanel from './PublicationPanel';
import RankingTable from './RankingTable';
import { phaseResultsCsvUrl, queryPhaseResults } from './services';

/** One phase's ranking as officials see it, with its CSV. */
function PhaseRanking({ phaseId, round }: { phaseId: number; round: number }) {
  const t = useT();
  const { data, loading, reload } = useLoader(() => queryPhaseResults(phaseId), [phaseId, round]);
  return (
    <ProCard
      bordered
      title={t('admin.results.ranking')}
      extra={
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {t('admin.results.reload')}
          </Button>
          <Button icon={<DownloadOutlined />} href={phaseResultsCsvUrl(phaseId)} download>
            {t('admin.results.csv')}
          </Button>
        </Space>
      }
    >
      <RankingTable results={data} loading={loading} />
    </ProCard>
  );
}

/**
 * Results per phase: its publication state (who sees what), freeze, advancement rule and draw seed,
 * and the ranking with its CSV.
 */
export default function ResultsTab() {
  const t = useT();
  const [phaseId, setPhaseId] = useState<number>();
  // A change of state (final: qualifiers) may change the ranking's columns: it is read again.
  const [round, setRound] = useState(0);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PhasePicker value={phaseId} onChange={setPhaseId} />
      {phaseId === undefined ? (
        <Empty description={t('admin.scoring.pickPhase')} />
      ) : (
        <>
          <PublicationPanel key={phaseId} phaseId={phaseId} onSaved={() => setRound((r) => r + 1)} />
          <PhaseRanking phaseId={phaseId} round={round} />
        </>
      )}
    </Space>
  );
}
