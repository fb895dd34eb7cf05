import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl, useLocation } from '@umijs/max';
import { Button, Card, Empty, List, Skeleton } from 'antd';
import React from 'react';
import { queryMyTeams } from '@/features/teams/services/team';
import { RoleTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';

/**
 * A team page opened without `?id=` (from the menu or a bookmark): pick one of my teams for this
 * page, or go join or create one.
 */
export default function TeamChooser() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data, loading } = useLoader(() => queryMyTeams(), []);
  const teams = data?.list ?? [];

  return (
    <PageContainer title={intl.formatMessage({ id: 'team.choose.title' })}>
      <Card>
        {loading && !data ? (
          <Skeleton active />
        ) : teams.length === 0 ? (
          <Empty description={intl.formatMessage({ id: 'team.list.empty' })}>
            <Link to="/account/Team">
              <Button type="primary">{intl.formatMessage({ id: 'menu.account.team' })}</Button>
            </Link>
          </Empty>
        ) : (
          <List
            dataSource={teams}
            renderItem={(team) => (
              <List.Item actions={team.myRole ? [<RoleTag key="role" role={team.myRole} />] : []}>
                <List.Item.Meta
                  title={<Link to={`${pathname}?id=${team.id}`}>{team.name}</Link>}
                  description={team.competitionName}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </PageContainer>
  );
}
