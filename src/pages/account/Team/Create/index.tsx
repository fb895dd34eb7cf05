import { PageContainer, ProCard, ProForm } from '@ant-design/pro-components';
import { history, useIntl, useModel, useParams } from '@umijs/max';
import { Alert, Skeleton, Space, message } from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import ExceptionResult from '@/components/ExceptionResult';
import { queryCompetition } from '@/features/enrolment/services/enrol';
import { createTeam } from '@/features/teams/services/team';
import CompetitionFacts from '@/features/teams/CompetitionFacts';
import { isNotFound, parseId, violationsOf } from '@/features/teams/errors';
import RuleViolations from '@/features/teams/RuleViolations';
import { useLoader } from '@/features/teams/useLoader';
import TeamFields, { browserTimeZone, toTeamInput } from '@/features/teams/TeamFields';

/** /account/Team/Create/:id: create a team for competition :id; the creator becomes its leader. */
export default function CreateTeamPage() {
  const intl = useIntl();
  const id = parseId(useParams().id);
  const { initialState } = useModel('@@initialState');
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);
  const {
    data: competition,
    error,
    loading,
  } = useLoader(() => (id ? queryCompetition(id) : Promise.reject(new Error('no id'))), [id]);

  if (!id || isNotFound(error)) {
    return (
      <ExceptionResult status="404" subTitle={intl.formatMessage({ id: 'team.competition.notFound' })} />
    );
  }

  const submit = async (values: Partial<API.TeamInput>) => {
    setViolations([]);
    try {
      const { data } = await createTeam(id, toTeamInput(values));
      message.success(intl.formatMessage({ id: 'team.create.done' }, { name: data?.name ?? '' }));
      history.push(data ? `/account/Team/basic?id=${data.id}` : '/account/Team');
      return true;
    } catch (failure) {
      setViolations(violationsOf(failure));
      return false;
    }
  };

  return (
    <PageContainer
      title={intl.formatMessage({ id: 'team.create.title' })}
      subTitle={competition?.name}
      onBack={() => history.push('/account/Team')}
    >
      {loading && !competition ? (
        <Skeleton active />
      ) : competition ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ProCard title={intl.formatMessage({ id: 'team.create.constraints' })}>
            <CompetitionFacts competition={competition} />
          </ProCard>
          {competition.windowState === 'closed' && (
            <Alert type="warning" showIcon message={intl.formatMessage({ id: 'team.create.closed' })} />
          )}
          <ProCard title={intl.formatMessage({ id: 'team.create.form' })} style={{ maxWidth: 720 }}>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <RuleViolations violations={violations} />
              <ProForm<Partial<API.TeamInput>>
                layout="vertical"
                initialValues={{
                  country: initialState?.currentUser?.country || undefined,
                  timeZone: browserTimeZone(),
                }}
                onFinish={submit}
                submitter={{
                  searchConfig: { submitText: intl.formatMessage({ id: 'team.create.submit' }) },
                  resetButtonProps: false,
                }}
              >
                <TeamFields />
              </ProForm>
            </Space>
          </ProCard>
        </Space>
      ) : (
        // Any other failure was already reported by the request module.
        <Skeleton />
      )}
    </PageContainer>
  );
}
