import { Empty, Radio, Space } from 'antd';
import React, { useState } from 'react';
import { useT } from '@/features/admin/options';
import OfficialsEditor from './OfficialsEditor';
import { CompetitionPicker } from './PickerSelect';
import RunsPanel from './RunsPanel';
import SchemeEditor from './SchemeEditor';

const PARTS = ['scheme', 'officials', 'runs'] as const;
type Part = (typeof PARTS)[number];

/**
 * Scoring at the venue, per competition: its scheme (components, weights, sheets, rubrics,
 * tie-breaks), its officials, and its phases' runs. The parts are a radio group, not tabs: it
 * wraps on a phone instead of hiding parts behind a menu.
 */
export default function ScoringTab() {
  const t = useT();
  const [competitionId, setCompetitionId] = useState<number>();
  const [part, setPart] = useState<Part>('scheme');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <CompetitionPicker value={competitionId} onChange={setCompetitionId} />
      {competitionId === undefined ? (
        <Empty description={t('admin.scoring.pickCompetition')} />
      ) : (
        <>
          <div role="radiogroup" aria-label={t('admin.scoring.part')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={part}
              onChange={(e) => setPart(e.target.value as Part)}
              options={PARTS.map((value) => ({ value, label: t(`admin.scoring.part.${value}`) }))}
            />
          </div>
          {part === 'scheme' && <SchemeEditor key={competitionId} competitionId={competitionId} />}
          {part === 'officials' && <OfficialsEditor key={competitionId} competitionId={competitionId} />}
          {part === 'runs' && <RunsPanel key={competitionId} competitionId={competitionId} />}
        </>
      )}
    </Space>
  );
}
