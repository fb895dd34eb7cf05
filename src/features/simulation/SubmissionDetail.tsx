import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, List, Skeleton, Space, Typography } from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import { useLoader } from '@/features/teams/useLoader';
import { minuteText } from '@/features/teams/format';
import Replay from './Replay';
import { querySubmission, queryReplay } from './services';
import { SubmissionStateTag, useFailureText } from './Tags';
import { points } from './format';

/** One trial's replay, loaded when the team asks for it. */
function TrialReplay({ teamId, submissionId, seed }: { teamId: number; submissionId: number; seed: number }) {
  const { data, loading } = useLoader(
    () => queryReplay(teamId, submissionId, seed),
    [teamId, submissionId, seed],
  );
  if (loading || !data) return loading ? <Skeleton active /> : null;
  return <Replay key={`${submissionId}-${seed}`} replay={data} />;
}

function Trial({
  trial,
  onReplay,
  replaying,
}: {
  trial: API.SimulationTrial;
  onReplay: () => void;
  replaying: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const failureText = useFailureText();
  const parts = Object.entries(trial.parts);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>
          {t('simulation.trial.title', { seed: trial.seed, score: points(trial.score) })}
        </Typography.Text>
        <Button size="small" type={replaying ? 'primary' : 'default'} onClick={onReplay}>
          {t('simulation.trial.replay', { seed: trial.seed })}
        </Button>
      </Space>
      {trial.failure && <Alert type="error" showIcon message={failureText(trial.failure)} />}
      {parts.length > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={parts.map(([name, value]) => ({
            key: name,
            // Parts are the scenario's: those this season's scenario names are translated.
            label: intl.messages[`simulation.part.${name}`] ? t(`simulation.part.${name}`) : name,
            children: points(value),
          }))}
        />
      )}
      <Typography.Text type="secondary">
        {t('simulation.trial.steps', { steps: trial.steps })}
      </Typography.Text>
      {trial.logTail && (
        <details>
          <summary>{t('simulation.trial.log')}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{trial.logTail}</pre>
        </details>
      )}
    </Space>
  );
}

/**
 * A submission's trials: each one's score and parts, why it failed with the end of the controller's
 * standard error, and its replay. `round` changes when the submission's state does: it is read again.
 */
export default function SubmissionDetail({
  teamId,
  submissionId,
  round,
}: {
  teamId: number;
  submissionId: number;
  round: number;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const failureText = useFailureText();
  const { data, loading } = useLoader(() => querySubmission(teamId, submissionId), [submissionId, round]);
  const [replaying, setReplaying] = useState<number>();

  if (loading && !data) return <Skeleton active />;
  if (!data) return null;
  const { submission, trials } = data;
  return (
    <Card
      title={t('simulation.detail.title', { id: submission.id })}
      extra={<SubmissionStateTag state={submission.state} />}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {[
            t('simulation.detail.submitted', { at: minuteText(submission.createdAt) }),
            submission.finishedAt &&
              t('simulation.detail.finished', { at: minuteText(submission.finishedAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        {submission.state === 'failed' && submission.failure && (
          <Alert type="error" showIcon message={failureText(submission.failure)} />
        )}
        {submission.publicScore !== null && (
          <Typography.Text strong>
            {t('simulation.detail.publicScore', { score: points(submission.publicScore) })}
          </Typography.Text>
        )}
        {trials.length === 0 ? (
          <Empty description={t(`simulation.detail.noTrials.${submission.state}`)} />
        ) : (
          <List
            dataSource={trials}
            rowKey="seed"
            renderItem={(trial) => (
              <List.Item>
                <Trial
                  trial={trial}
                  replaying={replaying === trial.seed}
                  onReplay={() => setReplaying(trial.seed)}
                />
              </List.Item>
            )}
          />
        )}
        {replaying !== undefined && trials.some((trial) => trial.seed === replaying) && (
          <TrialReplay teamId={teamId} submissionId={submission.id} seed={replaying} />
        )}
      </Space>
    </Card>
  );
}
