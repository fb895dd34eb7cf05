import { Link, useIntl } from '@umijs/max';
import { Card, Progress, Space, Typography } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { studentsOf } from '@/features/teams/roster';
import { EnrolmentStatusTag, RoleTag } from '@/features/teams/Tags';

/** One of my teams: where it stands and what I can do with it. */
export default function TeamCard({ team }: { team: API.TeamView }) {
  const intl = useIntl();
  const size = studentsOf(team).length;
  const actions = [
    <Link key="details" to={`/account/Team/basic?id=${team.id}`}>
      {intl.formatMessage({ id: 'team.action.details' })}
    </Link>,
    team.myRole === 'leader' && (
      <Link key="edit" to={`/account/Team/Edit?id=${team.id}`}>
        {intl.formatMessage({ id: 'team.action.edit' })}
      </Link>
    ),
    <Link key="attendance" to={`/account/Team/Attendance?competitionId=${team.competitionId}`}>
      {intl.formatMessage({ id: 'team.action.attendance' })}
    </Link>,
    <Link key="simulation" to={`/account/Team/Simulation?id=${team.id}`}>
      {intl.formatMessage({ id: 'team.action.simulation' })}
    </Link>,
  ].filter(Boolean);
  return (
    <Card title={team.name} extra={team.myRole && <RoleTag role={team.myRole} />} actions={actions}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Link to={`/EnrollFor/${team.competitionId}`}>{team.competitionName}</Link>
        <div>
          <Typography.Text type="secondary">
            {intl.formatMessage(
              { id: 'team.card.members' },
              { size, min: team.minTeamSize, max: team.maxTeamSize },
            )}
          </Typography.Text>
          <Progress
            aria-label={intl.formatMessage(
              { id: 'team.card.members' },
              { size, min: team.minTeamSize, max: team.maxTeamSize },
            )}
            percent={Math.round((size / team.maxTeamSize) * 100)}
            status={size < team.minTeamSize ? 'exception' : 'normal'}
            showInfo={false}
            size="small"
          />
        </div>
        <Space wrap>
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'team.field.enrolment' })}
          </Typography.Text>
          <EnrolmentStatusTag status={team.enrolmentStatus} position={team.waitlistPosition} />
        </Space>
        {team.evpiIncomplete.length > 0 && (
          <Typography.Text type="warning">
            {intl.formatMessage({ id: 'team.card.evpiMissing' }, { count: team.evpiIncomplete.length })}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
