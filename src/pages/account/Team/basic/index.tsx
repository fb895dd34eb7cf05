import { PageContainer, ProCard, ProDescriptions } from '@ant-design/pro-components';
import { history, Link, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Popconfirm, Skeleton, Space, message } from 'antd';
import React, { useState } from 'react';
import { countryName } from '@/components/CountrySelect';
import { leaveTeam, regenerateInvite } from '@/services/team';
import { violationsOf } from '../components/errors';
import { minuteText } from '../components/format';
import InviteCode from '../components/InviteCode';
import LoadFailed from '../components/LoadFailed';
import MembersTable from '../components/MembersTable';
import RuleViolations from '../components/RuleViolations';
import { EnrolmentStatusTag, RoleTag } from '../components/Tags';
import { useTeamFromQuery } from '../components/useTeamFromQuery';

/** /account/Team/basic?id=: a team's details, roster and enrolment status; the leader also sees the invite code. */
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
    team.myRole && (
      <Popconfirm
        key="leave"
        title={t(isLeader && team.members.length === 1 ? 'team.leave.confirmLast' : 'team.leave.confirm')}
        onConfirm={leave}
        okText={t('team.action.confirm')}
        cancelText={t('team.action.cancel')}
      >
        <Button danger>{t('team.action.leave')}</Button>
      </Popconfirm>
    ),
  ].filter(Boolean);

  return (
    <PageContainer title={team.name} onBack={() => history.push('/account/Team')} extra={actions}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <RuleViolations violations={violations} />
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
              {
                title: t('team.field.size'),
                key: 'size',
                render: () =>
                  t('team.card.members', {
                    size: team.members.length,
                    min: team.minTeamSize,
                    max: team.maxTeamSize,
                  }),
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
                    <EnrolmentStatusTag status={team.enrolmentStatus} />
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
          <ProCard title={t('team.field.inviteCode')} subTitle={t('team.invite.hint')}>
            <InviteCode code={team.inviteCode} onRegenerate={regenerate} />
          </ProCard>
        )}
        <ProCard title={t('team.section.members')} bodyStyle={{ paddingInline: 0 }}>
          <MembersTable team={team} />
        </ProCard>
      </Space>
    </PageContainer>
  );
}
