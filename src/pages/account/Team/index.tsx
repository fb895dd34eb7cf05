import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Button, Col, Empty, Row, Skeleton } from 'antd';
import React, { useState } from 'react';
import { queryMyTeams } from '@/features/teams/services/team';
import { useLoader } from '@/features/teams/useLoader';
import CompetitionPicker from '@/features/teams/CompetitionPicker';
import TeamCard from '@/features/teams/TeamCard';

/** /account/Team: my teams, and the ways to join or create one. */
export default function MyTeamsPage() {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const { data, loading } = useLoader(() => queryMyTeams(), []);
  const teams = data?.list ?? [];

  const join = (
    <Button key="join" onClick={() => history.push('/account/Team/Add')}>
      {intl.formatMessage({ id: 'team.action.join' })}
    </Button>
  );
  const create = (
    <Button key="create" type="primary" onClick={() => setPicking(true)}>
      {intl.formatMessage({ id: 'team.action.create' })}
    </Button>
  );

  return (
    <PageContainer extra={[join, create]}>
      {loading && !data ? (
        <Skeleton active />
      ) : teams.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'team.list.empty' })}>
          {join} {create}
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {teams.map((team) => (
            <Col key={team.id} xs={24} md={12} xl={8}>
              <TeamCard team={team} />
            </Col>
          ))}
        </Row>
      )}
      <CompetitionPicker
        open={picking}
        taken={teams.map((t) => t.competitionId)}
        onCancel={() => setPicking(false)}
        onPick={(id) => history.push(`/account/Team/Create/${id}`)}
      />
    </PageContainer>
  );
}
