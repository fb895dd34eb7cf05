import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { RoleTag } from '@/features/teams/Tags';

interface MembersTableProps {
  team: API.TeamView;
  /** Given only to the leader: removes a member (never the leader). */
  onRemove?: (member: API.TeamMember) => Promise<void>;
  /** Given only to the leader: makes a student member the leader (advisors cannot lead). */
  onHandOver?: (member: API.TeamMember) => Promise<void>;
}

/** The roster, with whose personal information still blocks enrolment. */
export default function MembersTable({ team, onRemove, onHandOver }: MembersTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<API.TeamMember> = [
    { title: t('team.member.nickname'), dataIndex: 'nickname' },
    { title: t('team.member.username'), dataIndex: 'username', responsive: ['md'] },
    {
      title: t('team.member.role'),
      dataIndex: 'role',
      render: (role: API.TeamRole) => <RoleTag role={role} />,
    },
    {
      title: t('team.member.evpi'),
      key: 'evpi',
      responsive: ['sm'],
      render: (_, member) =>
        team.evpiIncomplete.includes(member.uid) ? (
          <Tag color="orange">{t('team.member.evpi.incomplete')}</Tag>
        ) : (
          <Tag color="green">{t('team.member.evpi.complete')}</Tag>
        ),
    },
    { title: t('team.member.joinedAt'), dataIndex: 'joinedAt', render: minuteText, responsive: ['lg'] },
  ];
  if (onRemove || onHandOver) {
    columns.push({
      title: t('team.member.actions'),
      key: 'actions',
      render: (_, member) =>
        member.role === 'leader' ? null : (
          <Space size={0} wrap>
            {onHandOver && member.role === 'member' && (
              <Popconfirm
                title={t('team.member.handOver.confirm', { name: member.nickname })}
                onConfirm={() => onHandOver(member)}
                okText={t('team.action.confirm')}
                cancelText={t('team.action.cancel')}
              >
                <Button type="link" size="small">
                  {t('team.member.handOver')}
                </Button>
              </Popconfirm>
            )}
            {onRemove && (
              // A frozen roster cannot change: the button stays, disabled, and says why.
              <Tooltip title={team.rosterFrozen ? t('team.roster.frozen') : undefined}>
                <Popconfirm
                  title={t('team.member.remove.confirm', { name: member.nickname })}
                  onConfirm={() => onRemove(member)}
                  okText={t('team.action.confirm')}
                  cancelText={t('team.action.cancel')}
                  disabled={team.rosterFrozen}
                >
                  <Button type="link" danger size="small" disabled={team.rosterFrozen}>
                    {t('team.member.remove')}
                  </Button>
                </Popconfirm>
              </Tooltip>
            )}
          </Space>
        ),
    });
  }
  return (
    <Table<API.TeamMember>
      rowKey="uid"
      columns={columns}
      dataSource={team.members}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}
