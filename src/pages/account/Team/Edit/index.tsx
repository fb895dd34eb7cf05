import { PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import { history, Link, useIntl } from '@umijs/max';
import { Alert, Skeleton, Space, Typography, message } from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import ExceptionResult from '@/components/ExceptionResult';
import { regenerateInvite, removeMember, updateTeam } from '@/features/teams/services/team';
import { violationsOf } from '@/features/teams/errors';
import LoadFailed from '@/features/teams/LoadFailed';
import { studentsOf } from '@/features/teams/roster';
import RuleViolations from '@/features/teams/RuleViolations';
import InviteCode from '@/features/teams/InviteCode';
import MembersTable from '@/features/teams/MembersTable';
import TeamFields, { toTeamInput } from '@/features/teams/TeamFields';
import { useTeamFromQuery } from '@/features/teams/useTeamFromQuery';

/** /account/Team/Edit?id=: the leader edits the team, manages its members and its invite code. */
export default function EditTeamPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);
  const { data: team, error, loading, reload, setData, gate } = useTeamFromQuery();
  if (gate) return gate;

  const body = () => {
    if (error && !team) return <LoadFailed onRetry={reload} />;
    if (loading && !team) return <Skeleton active />;
    if (!team) return null;
    if (team.myRole !== 'leader') {
      return (
        <ExceptionResult status="403">
          <Link to={`/account/Team/basic?id=${team.id}`}>{t('team.edit.leaderOnly')}</Link>
        </ExceptionResult>
      );
    }

    /** Runs one change; a refusal's rules are listed above the forms. */
    const change = async (run: () => Promise<{ data?: API.TeamView }>, done: string) => {
      setViolations([]);
      try {
        const { data } = await run();
        if (data) setData(data);
        message.success(t(done));
        return true;
      } catch (failure) {
        setViolations(violationsOf(failure));
        return false;
      }
    };

    return (
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
        <ProCard title={t('team.section.info')} style={{ maxWidth: 760 }}>
          <ProForm<Partial<API.TeamInput>>
            key={team.id}
            layout="vertical"
            initialValues={{
              name: team.name,
              organisation: team.organisation,
              country: team.country,
              description: team.description,
              timeZone: team.timeZone,
            }}
            onFinish={(values) => change(() => updateTeam(team.id, toTeamInput(values)), 'team.edit.saved')}
            submitter={{ searchConfig: { submitText: t('team.edit.save'), resetText: t('team.edit.reset') } }}
          >
            <TeamFields />
          </ProForm>
        </ProCard>
        {team.inviteCode && (
          <ProCard title={t('team.field.inviteCode')}>
            {/* In the body, not the header's subtitle: a subtitle does not wrap on a phone. */}
            <Typography.Paragraph type="secondary">{t('team.invite.hint')}</Typography.Paragraph>
            <InviteCode
              code={team.inviteCode}
              onRegenerate={async () => {
                await change(() => regenerateInvite(team.id), 'team.invite.regenerated');
              }}
            />
          </ProCard>
        )}
        <ProCard
          title={t('team.section.members')}
          subTitle={t('team.card.members', {
            size: studentsOf(team).length,
            min: team.minTeamSize,
            max: team.maxTeamSize,
          })}
          bodyStyle={{ paddingInline: 0 }}
        >
          <MembersTable
            team={team}
            onRemove={async (member) => {
              await change(() => removeMember(team.id, member.uid), 'team.member.removed');
            }}
          />
        </ProCard>
      </Space>
    );
  };

  return (
    <PageContainer
      title={team ? t('team.edit.title', { name: team.name }) : undefined}
      onBack={() => history.push(team ? `/account/Team/basic?id=${team.id}` : '/account/Team')}
    >
      {body()}
    </PageContainer>
  );
}
