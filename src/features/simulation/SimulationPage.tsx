import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useSearchParams } from '@umijs/max';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import React, { useState } from 'react';
import { parseId } from '@/features/teams/errors';
import LoadFailed from '@/features/teams/LoadFailed';
import { useLoader } from '@/features/teams/useLoader';
import { useTeamFromQuery } from '@/features/teams/useTeamFromQuery';
import { useLiveEvent } from '@/features/events/useLiveEvent';
import PhaseSubmissions from './PhaseSubmissions';
import SubmissionDetail from './SubmissionDetail';
import { queryTeamSimulation } from './services';

/**
 * `/account/Team/Simulation?id=`: the team's simulation phases. A member uploads a controller, sees
 * each submission go from queued to scored as it happens (the `simulation` live events), and opens
 * one (`&submission=`) for its trials, their reasons and logs, and their replays.
 */
export default function SimulationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data: team, error, loading, reload: reloadTeam, gate } = useTeamFromQuery();
  const teamId = team?.id;
  const open = parseId(useSearchParams()[0].get('submission'));
  const overview = useLoader(
    () => (teamId ? queryTeamSimulation(teamId) : Promise.reject(new Error('no team'))),
    [teamId],
  );
  const [round, setRound] = useState(0);

  useLiveEvent(
    'simulation',
    (event) => {
      if (event.teamId !== teamId) return;
      overview.reload();
      if (event.submissionId === open) setRound((r) => r + 1);
    },
    teamId !== undefined,
  );

  if (gate) return gate;
  const back = () => history.push('/account/Team');
  if (!team) {
    return (
      <PageContainer onBack={back}>
        {error ? <LoadFailed onRetry={reloadTeam} /> : <Skeleton active={loading} />}
      </PageContainer>
    );
  }

  const phases = overview.data ?? [];
  return (
    <PageContainer
      title={t('simulation.title')}
      content={
        <Space direction="vertical">
          <Typography.Text strong>{team.name}</Typography.Text>
          {t('simulation.intro')}
        </Space>
      }
      onBack={back}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {overview.loading && !overview.data ? (
          <Skeleton active />
        ) : overview.error ? (
          <LoadFailed onRetry={overview.reload} />
        ) : phases.length === 0 ? (
          <Card>
            <Empty description={t('simulation.phases.empty')} />
          </Card>
        ) : (
          phases.map((phase) => (
            <PhaseSubmissions
              key={phase.phaseId}
              teamId={team.id}
              phase={phase}
              open={open}
              onChanged={overview.reload}
            />
          ))
        )}
        {open !== undefined && (
          <SubmissionDetail key={open} teamId={team.id} submissionId={open} round={round} />
        )}
      </Space>
    </PageContainer>
  );
}
