import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, Link, useIntl, useParams } from '@umijs/max';
import {
  Alert,
  Button,
  Empty,
  List,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Steps,
  Typography,
  message,
} from 'antd';
import React, { useMemo, useState } from 'react';
import type * as API from '@common/contract';
import ExceptionResult from '@/components/ExceptionResult';
import { Translated } from '@/components/ShownIn';
import CompetitionFacts from '@/features/teams/CompetitionFacts';
import { isNotFound, parseId, violationsOf } from '@/features/teams/errors';
import { dayText, minuteText, rangeText } from '@/features/teams/format';
import LoadFailed from '@/features/teams/LoadFailed';
import { isLiveEnrolment, studentsOf } from '@/features/teams/roster';
import RuleViolations from '@/features/teams/RuleViolations';
import { EnrolmentStatusTag, TrackTag, WindowStateTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { enrol, queryCompetition, queryMyEnrolments, withdraw } from '@/features/enrolment/services/enrol';
import { queryMyTeams } from '@/features/teams/services/team';

/** The phase running now, or the next one; past the last phase every step is done. */
function currentPhase(phases: API.Phase[]) {
  const now = Date.now();
  const index = phases.findIndex((p) => Date.parse(p.endsAt) >= now);
  return index === -1 ? phases.length : index;
}

function PhaseSteps({ phases }: { phases: API.Phase[] }) {
  return (
    <Steps
      current={currentPhase(phases)}
      size="small"
      items={phases.map((p) => ({
        title: <Translated text={p.name} locale={p.locale} />,
        description: rangeText(p.startsAt, p.endsAt),
      }))}
    />
  );
}

interface EnrolPanelProps {
  competition: API.CompetitionView;
  teams: API.TeamView[];
  enrolments: API.EnrolmentView[];
  onChanged: () => void;
}

/** The signed-in user's side of the competition: their team, its enrolment, and enrol or withdraw. */
function EnrolPanel({ competition, teams, enrolments, onChanged }: EnrolPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const led = teams.filter((team) => team.myRole === 'leader');
  const [chosenId, setChosenId] = useState<number | undefined>(led[0]?.id);
  const [busy, setBusy] = useState(false);
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);
  const team = teams.find((x) => x.id === chosenId) ?? led[0] ?? teams[0];

  if (!team) {
    return (
      <Empty description={t('enrol.detail.noTeam')}>
        <Space wrap>
          <Button
            type="primary"
            disabled={competition.windowState === 'closed'}
            onClick={() => history.push(`/account/Team/Create/${competition.id}`)}
          >
            {t('team.action.create')}
          </Button>
          <Button onClick={() => history.push('/account/Team/Add')}>{t('team.action.join')}</Button>
        </Space>
      </Empty>
    );
  }

  const isLeader = team.myRole === 'leader';
  const live = enrolments.find((e) => e.teamId === team.id && isLiveEnrolment(e.status));
  // A full competition still takes enrolments: they join the waiting list.
  const windowOpen = competition.windowState === 'open' || competition.windowState === 'full';
  const size = studentsOf(team).length;
  const leader = team.members.find((m) => m.role === 'leader');
  const missing = team.members.filter((m) => team.evpiIncomplete.includes(m.uid)).map((m) => m.nickname);

  /** Runs enrol or withdraw; `done` names the success message for what the server answered. */
  const act = async (
    run: () => Promise<{ data?: API.EnrolmentView }>,
    done: (enrolment?: API.EnrolmentView) => string,
  ) => {
    setBusy(true);
    setViolations([]);
    try {
      const { data } = await run();
      message.success(done(data));
      onChanged();
    } catch (failure) {
      // The toast carries the server's summary; the list says what to fix.
      setViolations(violationsOf(failure));
    } finally {
      setBusy(false);
    }
  };

  /** The server says whether the team got a place, waits for review or joined the waiting list. */
  const doneText = (enrolment?: API.EnrolmentView) => {
    if (enrolment?.status === 'approved') return t('enrol.done.approved');
    if (enrolment?.status === 'waitlisted') {
      return enrolment.waitlistPosition
        ? t('enrol.done.waitlisted', { position: enrolment.waitlistPosition })
        : t('enrol.status.waitlisted');
    }
    return t('enrol.done');
  };

  const windowNotice =
    competition.windowState === 'upcoming'
      ? t('enrol.detail.notOpenYet', { at: minuteText(competition.enrolmentOpensAt) })
      : competition.windowState === 'closed'
        ? t('enrol.detail.closed', { at: minuteText(competition.enrolmentClosesAt) })
        : competition.windowState === 'full' && !live
          ? t('enrol.detail.full', { count: competition.waitlistedTeams })
          : undefined;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {led.length > 1 && (
        <Select<number>
          style={{ minWidth: 280 }}
          value={team.id}
          onChange={setChosenId}
          options={led.map((x) => ({ value: x.id, label: x.name }))}
        />
      )}
      <Space wrap>
        <Link to={`/account/Team/basic?id=${team.id}`}>
          <Typography.Text strong>{team.name}</Typography.Text>
        </Link>
        <Typography.Text type="secondary">
          {t('team.card.members', {
            size,
            min: team.minTeamSize,
            max: team.maxTeamSize,
          })}
        </Typography.Text>
        <EnrolmentStatusTag status={live?.status ?? null} position={live?.waitlistPosition} />
      </Space>
      {windowNotice && <Alert type="info" showIcon message={windowNotice} />}
      {!live && size < team.minTeamSize && (
        <Alert
          type="warning"
          showIcon
          message={t('enrol.detail.tooSmall', { size, min: team.minTeamSize })}
        />
      )}
      {!live && missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('enrol.detail.evpiMissing', { names: missing.join(', ') })}
          action={<Link to="/account/Evpi">{t('team.evpi.fill')}</Link>}
        />
      )}
      <RuleViolations violations={violations} title={t(live ? 'enrol.withdraw.refused' : 'enrol.refused')} />
      {live && (
        <Typography.Text type="secondary">
          {t('enrol.detail.enrolledAt', { at: minuteText(live.createdAt) })}
          {live.reviewNote ? ` · ${live.reviewNote}` : ''}
        </Typography.Text>
      )}
      {live?.status === 'waitlisted' && (
        <Alert
          type="warning"
          showIcon
          message={
            live.waitlistPosition
              ? t('enrol.detail.waitlisted', { position: live.waitlistPosition })
              : t('enrol.status.waitlisted')
          }
          description={t('enrol.detail.waitlisted.hint')}
        />
      )}
      {!isLeader ? (
        <Alert
          type="info"
          showIcon
          message={t('enrol.detail.leaderOnly', { name: leader?.nickname ?? '' })}
        />
      ) : live ? (
        <Popconfirm
          title={t('enrol.withdraw.confirm')}
          onConfirm={() =>
            act(
              () => withdraw(live.id),
              () => t('enrol.withdraw.done'),
            )
          }
          okText={t('team.action.confirm')}
          cancelText={t('team.action.cancel')}
        >
          <Button danger loading={busy}>
            {t('enrol.withdraw')}
          </Button>
        </Popconfirm>
      ) : (
        <Button
          type="primary"
          loading={busy}
          disabled={!windowOpen}
          onClick={() => act(() => enrol(competition.id, team.id), doneText)}
        >
          {t(competition.windowState === 'full' ? 'enrol.submit.waitlist' : 'enrol.submit')}
        </Button>
      )}
    </Space>
  );
}

/** Past enrolments of my team (withdrawn, rejected) with the reviewers' notes. */
function EnrolmentHistory({ enrolments }: { enrolments: API.EnrolmentView[] }) {
  const intl = useIntl();
  if (!enrolments.length) return null;
  return (
    <ProCard title={intl.formatMessage({ id: 'enrol.history.title' })}>
      <List<API.EnrolmentView>
        dataSource={enrolments}
        renderItem={(e) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  {e.teamName}
                  <EnrolmentStatusTag status={e.status} />
                </Space>
              }
              description={[dayText(e.createdAt), e.reviewNote].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </ProCard>
  );
}

/** /EnrollFor/:id: a competition, its phases, and enrolment for a team the user leads. */
export default function CompetitionDetailPage() {
  const intl = useIntl();
  const id = parseId(useParams().id);
  const competition = useLoader(() => (id ? queryCompetition(id) : Promise.reject(new Error('no id'))), [id]);
  const teams = useLoader(() => queryMyTeams(), []);
  const enrolments = useLoader(
    () =>
      id
        ? queryMyEnrolments({ current: 1, pageSize: 100, competitionId: id })
        : Promise.reject(new Error('no id')),
    [id],
  );
  const mine = useMemo(
    () => (teams.data?.list ?? []).filter((team) => team.competitionId === id),
    [teams.data, id],
  );

  if (!id || isNotFound(competition.error)) {
    return (
      <ExceptionResult status="404" subTitle={intl.formatMessage({ id: 'team.competition.notFound' })} />
    );
  }

  const refresh = () => {
    competition.reload();
    teams.reload();
    enrolments.reload();
  };
  const c = competition.data;

  return (
    <PageContainer
      title={c && <Translated text={c.name} locale={c.locale} />}
      tags={
        c && [<TrackTag key="track" track={c.track} />, <WindowStateTag key="state" state={c.windowState} />]
      }
      onBack={() => history.push('/EnrollFor')}
    >
      {!c ? (
        competition.error ? (
          <LoadFailed onRetry={competition.reload} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ProCard title={intl.formatMessage({ id: 'enrol.detail.about' })}>
            <Typography.Paragraph>{c.summary}</Typography.Paragraph>
            <CompetitionFacts competition={c} />
          </ProCard>
          {c.phases.length > 0 && (
            <ProCard title={intl.formatMessage({ id: 'enrol.detail.phases' })}>
              <PhaseSteps phases={c.phases} />
            </ProCard>
          )}
          <ProCard
            title={intl.formatMessage({ id: 'enrol.detail.yourTeam' })}
            loading={teams.loading && !teams.data}
          >
            {teams.data && enrolments.data && (
              <EnrolPanel
                competition={c}
                teams={mine}
                enrolments={enrolments.data.list}
                onChanged={refresh}
              />
            )}
          </ProCard>
          <EnrolmentHistory
            enrolments={(enrolments.data?.list ?? []).filter((e) => !isLiveEnrolment(e.status))}
          />
        </Space>
      )}
    </PageContainer>
  );
}
