import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { history, Link, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Popconfirm, Skeleton, Space, Tooltip, Typography, message } from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import { countryName } from '@/components/CountrySelect';
import { violationsOf } from '@/features/teams/errors';
import { minuteText } from '@/features/teams/format';
import LoadFailed from '@/features/teams/LoadFailed';
import { advisorsOf, studentsOf } from '@/features/teams/roster';
import RuleViolations from '@/features/teams/RuleViolations';
import { EnrolmentStatusTag, RoleTag } from '@/features/teams/Tags';
import {
  handOverLeadership,
  leaveTeam,
  regenerateInvite,
  removeMember,
} from '@/features/teams/services/team';
import DissolveButton from '@/features/teams/DissolveButton';
import InviteCode from '@/features/teams/InviteCode';
import MembersTable from '@/features/teams/MembersTable';
import { useTeamFromQuery } from '@/features/teams/useTeamFromQuery';
import TeamResults from '@/features/results/TeamResults';

/**
 * /account/Team/basic?id=: a team's details, roster and enrolment status. The leader also sees the
 * invite code, removes members, hands the leadership over and can dissolve the team.
 */
export default function TeamDetailsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);
  const { data: team, error, loading, reload, setData, gate } = useTeamFromQuery();
  if (gate) return gate;
  if (!team) {
    return (
      <PageContainer onBack={() => history.push('/account/Team')}>
        {error ? <LoadFailed onRetry={reload} /> : <Skeleton active={loading} />}
      </PageContainer>
    );
  }

  const isLeader = team.myRole === 'leader';
  const myUid = initialState?.currentUser?.uid;
  const alone = team.members.length === 1;
  // A leader leaves only after handing over (or dissolves); a frozen roster keeps everyone.
  const leaveBlocked = team.rosterFrozen
    ? t('team.roster.frozen')
    : isLeader && !alone
      ? t('team.leave.handOverFirst')
      : undefined;

  /** Runs one leader's change; a refusal's rules are listed at the top. */
  const change = async (run: () => Promise<{ data?: API.TeamView }>, done: string, name = '') => {
    setViolations([]);
    try {
      const { data } = await run();
      if (data) setData(data);
      message.success(t(done, { name }));
    } catch (failure) {
      setViolations(violationsOf(failure));
    }
  };

  const leave = async () => {
    setViolations([]);
    try {
      const { data } = await leaveTeam(team.id);
      message.success(t(data?.dissolved ? 'team.leave.dissolved' : 'team.leave.done', { name: team.name }));
      history.push('/account/Team');
    } catch (failure) {
      setViolations(violationsOf(failure));
    }
  };

  const regenerate = async () => {
    try {
      const { data } = await regenerateInvite(team.id);
      if (data) setData(data);
      message.success(t('team.invite.regenerated'));
    } catch {
      // Shown by the request module.
    }
  };

  const actions = [
    isLeader && (
      <Button key="edit" type="primary" onClick={() => history.push(`/account/Team/Edit?id=${team.id}`)}>
        {t('team.action.edit')}
      </Button>
    ),
    <Button
      key="attendance"
      onClick={() => history.push(`/account/Team/Attendance?competitionId=${team.competitionId}`)}
    >
      {t('team.action.attendance')}
    </Button>,
    team.myRole && !(isLeader && alone) && (
      <Tooltip key="leave" title={leaveBlocked}>
        <Popconfirm
          title={t('team.leave.confirm')}
          onConfirm={leave}
          okText={t('team.action.confirm')}
          cancelText={t('team.action.cancel')}
          disabled={Boolean(leaveBlocked)}
        >
          <Button danger disabled={Boolean(leaveBlocked)}>
            {t('team.action.leave')}
          </Button>
        </Popconfirm>
      </Tooltip>
    ),
    isLeader && <DissolveButton key="dissolve" team={team} onRefused={setViolations} />,
  ].filter(Boolean);

  return (
    <PageContainer title={team.name} onBack={() => history.push('/account/Team')} extra={actions}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <RuleViolations violations={violations} />
        {team.rosterFrozen && (
          <Alert
            type="info"
            showIcon
            message={t('team.roster.frozen.title')}
            description={t('team.roster.frozen')}
          />
        )}
        {myUid !== undefined && team.evpiIncomplete.includes(myUid) && (
          <Alert
            type="warning"
            showIcon
            message={t('team.evpi.mine')}
            action={<Link to="/account/Evpi">{t('team.evpi.fill')}</Link>}
          />
        )}
        {isLeader && team.evpiIncomplete.some((uid) => uid !== myUid) && (
          <Alert
            type="info"
            showIcon
            message={t('team.evpi.others', {
              count: team.evpiIncomplete.filter((uid) => uid !== myUid).length,
            })}
          />
        )}
        <ProCard title={t('team.section.info')}>
          <ProDescriptions<API.TeamView>
            column={{ xs: 1, md: 2 }}
            dataSource={team}
            columns={[
              {
                title: t('team.field.competition'),
                dataIndex: 'competitionName',
                render: () => <Link to={`/EnrollFor/${team.competitionId}`}>{team.competitionName}</Link>,
              },
              {
                title: t('team.field.role'),
                dataIndex: 'myRole',
                render: () => team.myRole && <RoleTag role={team.myRole} />,
              },
              { title: t('team.field.organisation'), dataIndex: 'organisation' },
              {
                title: t('team.field.country'),
                dataIndex: 'country',
                render: () => countryName(team.country, intl.locale),
              },
              { title: t('team.field.timeZone'), dataIndex: 'timeZone' },
              {
                title: t('team.field.size'),
                key: 'size',
                render: () => (
                  <Space direction="vertical" size={0}>
                    {t('team.card.members', {
                      size: studentsOf(team).length,
                      min: team.minTeamSize,
                      max: team.maxTeamSize,
                    })}
                    {t('team.card.advisors', { count: advisorsOf(team).length, max: team.maxAdvisors })}
                  </Space>
                ),
              },
              {
                title: t('team.field.createdAt'),
                dataIndex: 'createdAt',
                render: () => minuteText(team.createdAt),
              },
              {
                title: t('team.field.enrolment'),
                dataIndex: 'enrolmentStatus',
                render: () => (
                  <Space wrap>
                    <EnrolmentStatusTag status={team.enrolmentStatus} position={team.waitlistPosition} />
                    <Link to={`/EnrollFor/${team.competitionId}`}>{t('team.enrolment.open')}</Link>
                  </Space>
                ),
              },
              {
                title: t('team.field.description'),
                dataIndex: 'description',
                span: 2,
                render: () => team.description || '—',
              },
            ]}
          />
        </ProCard>
        {isLeader && team.inviteCode && (
          <ProCard title={t('team.field.inviteCode')}>
            {/* In the body, not the header: a header's subtitle does not wrap and a phone cuts it off. */}
            <Typography.Paragraph type="secondary">{t('team.invite.hint')}</Typography.Paragraph>
            <InviteCode code={team.inviteCode} onRegenerate={regenerate} />
          </ProCard>
        )}
        <TeamResults teamId={team.id} />
        <ProCard title={t('team.section.members')} bodyStyle={{ paddingInline: 0 }}>
          <MembersTable
            team={team}
            onRemove={
              isLeader
                ? (member) =>
                    change(() => removeMember(team.id, member.uid), 'team.member.removed', member.nickname)
                : undefined
            }
            onHandOver={
              isLeader
                ? (member) =>
                    change(
                      () => handOverLeadership(team.id, member.uid),
                      'team.member.handedOver',
                      member.nickname,
                    )
                : undefined
            }
          />
        </ProCard>
      </Space>
    </PageContainer>
  );
}
