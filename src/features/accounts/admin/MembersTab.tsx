import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Empty, Popconfirm, Space, Table, Tag, message, type TableColumnsType } from 'antd';
import React, { useRef } from 'react';
import type * as API from '@common/contract';
import EmailVerifiedTag from '@/features/accounts/EmailVerifiedTag';
import { studentsOf } from '@/features/teams/roster';
import { EnrolmentStatusTag, RoleTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { queryAdminTeams, resetTwoFactor } from '@/features/admin/services/admin';
import { queryUser, queryUsers, toUserUpdate, updateUser } from '@/features/accounts/services/user';
import { useT } from '@/features/admin/options';

/** The teams one user belongs to, with their role and each team's enrolment. */
function UserTeams({ user }: { user: API.UserListItem }) {
  const t = useT();
  const { data, loading } = useLoader(
    () => queryAdminTeams({ uid: user.uid, current: 1, pageSize: 100 }),
    [user.uid],
  );
  const columns: TableColumnsType<API.TeamView> = [
    { title: t('admin.members.teams.team'), dataIndex: 'name' },
    { title: t('admin.field.competition'), dataIndex: 'competitionName' },
    {
      title: t('admin.members.teams.role'),
      key: 'role',
      render: (_, team) => {
        const role = team.members.find((m) => m.uid === user.uid)?.role;
        return role ? <RoleTag role={role} /> : '—';
      },
    },
    {
      title: t('admin.members.teams.size'),
      key: 'size',
      render: (_, team) => `${studentsOf(team).length}/${team.maxTeamSize}`,
    },
    {
      title: t('admin.field.status'),
      key: 'enrolment',
      render: (_, team) => (
        <EnrolmentStatusTag status={team.enrolmentStatus} position={team.waitlistPosition} />
      ),
    },
  ];
  return (
    <Table<API.TeamView>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.members.teams.empty')} />
        ),
      }}
    />
  );
}

/**
 * Members are the portal's users with their access; an admin grants or takes back admin access
 * (never their own), and turns off the two-factor sign-in of someone who lost both phone and
 * recovery codes (never their own either: their settings ask for the password and a code). A row
 * opens to the user's teams.
 */
export default function MembersTab() {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.uid;

  const setAccess = async (row: API.UserListItem, access: API.Access) => {
    try {
      // The update takes the whole user, so start from the full record rather than the list row.
      const { data: user } = await queryUser(row.uid);
      if (!user) return;
      await updateUser({ ...toUserUpdate(user), access });
      message.success(t('admin.members.accessChanged', { name: row.nickname || row.username }));
      actionRef.current?.reload();
    } catch {
      // Reported by the request module.
    }
  };

  const turnOffTwoFactor = async (row: API.UserListItem) => {
    try {
      await resetTwoFactor(row.uid);
      message.success(t('admin.members.twoFactor.resetDone', { name: row.nickname || row.username }));
      actionRef.current?.reload();
    } catch {
      // Reported by the request module.
    }
  };

  const columns: ProColumns<API.UserListItem>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.members.uid'), dataIndex: 'uid', search: false, width: 90 },
    { title: t('admin.members.username'), dataIndex: 'username', search: false },
    { title: t('admin.members.nickname'), dataIndex: 'nickname', search: false },
    { title: t('admin.members.email'), dataIndex: 'email', search: false, copyable: true },
    {
      title: t('admin.members.emailVerified'),
      dataIndex: 'emailVerified',
      search: false,
      responsive: ['md'],
      render: (_, u) => <EmailVerifiedTag verified={u.emailVerified} />,
    },
    { title: t('admin.members.phone'), dataIndex: 'phone', search: false, responsive: ['xl'] },
    { title: t('admin.members.country'), dataIndex: 'country', search: false, responsive: ['lg'] },
    {
      title: t('admin.members.access'),
      dataIndex: 'access',
      search: false,
      render: (_, u) =>
        u.access === 'admin' ? (
          <Tag color="gold">{t('admin.members.access.admin')}</Tag>
        ) : (
          <Tag>{t('admin.members.access.user')}</Tag>
        ),
    },
    {
      title: t('admin.members.twoFactor'),
      dataIndex: 'twoFactor',
      search: false,
      render: (_, u) =>
        u.twoFactor ? (
          <Tag color="green">{t('admin.members.twoFactor.on')}</Tag>
        ) : (
          <Tag>{t('admin.members.twoFactor.off')}</Tag>
        ),
    },
    {
      title: t('admin.members.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      responsive: ['lg'],
    },
    {
      title: t('admin.column.actions'),
      valueType: 'option',
      render: (_, u) => {
        const next: API.Access = u.access === 'admin' ? 'user' : 'admin';
        const name = u.nickname || u.username;
        return (
          <Space size={0} wrap>
            <Popconfirm
              title={t(`admin.members.make.${next}.confirm`, { name })}
              onConfirm={() => setAccess(u, next)}
              okText={t('admin.action.confirm')}
              cancelText={t('admin.action.cancel')}
              disabled={u.uid === me}
            >
              <Button type="link" size="small" disabled={u.uid === me} danger={next === 'user'}>
                {t(`admin.members.make.${next}`)}
              </Button>
            </Popconfirm>
            {u.twoFactor && u.uid !== me ? (
              <Popconfirm
                title={t('admin.members.twoFactor.reset.confirm', { name })}
                description={t('admin.members.twoFactor.reset.description')}
                onConfirm={() => turnOffTwoFactor(u)}
                okText={t('admin.action.confirm')}
                okButtonProps={{ danger: true }}
                cancelText={t('admin.action.cancel')}
              >
                <Button type="link" size="small" danger>
                  {t('admin.members.twoFactor.reset')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <ProTable<API.UserListItem, API.PageQuery>
      rowKey="uid"
      actionRef={actionRef}
      columns={columns}
      scroll={{ x: 'max-content' }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      options={{ density: false, setting: false, reload: true }}
      expandable={{ expandedRowRender: (user) => <UserTeams user={user} /> }}
      request={async ({ current, pageSize, keyword }) => {
        const { data } = await queryUsers({ current, pageSize, keyword });
        return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
      }}
      onRequestError={() => undefined}
    />
  );
}
