import { PageContainer, ProCard, ProForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { history, useIntl, useSearchParams } from '@umijs/max';
import { message, Space, Typography } from 'antd';
import React, { useState } from 'react';
import { INVITE_CODE_INPUT_PATTERN, INVITE_CODE_LENGTH } from '@common/limits';
import type * as API from '@common/contract';
import { violationsOf } from '@/features/teams/errors';
import RuleViolations from '@/features/teams/RuleViolations';
import { joinTeam } from '@/features/teams/services/team';

const INVITE_CODE = new RegExp(INVITE_CODE_INPUT_PATTERN);

type Role = NonNullable<API.TeamJoin['role']>;
type Values = { inviteCode: string; role: Role };

/**
 * /account/Team/Add: join a team with the invite code its leader shared (also prefilled from ?code=),
 * as a student member or as an advisor (an adult who coaches the team).
 */
export default function JoinTeamPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [searchParams] = useSearchParams();
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);

  const submit = async ({ inviteCode, role }: Values) => {
    setViolations([]);
    try {
      const { data } = await joinTeam(inviteCode.trim().toUpperCase(), role);
      message.success(t('team.join.done', { name: data?.name ?? '' }));
      history.push(data ? `/account/Team/basic?id=${data.id}` : '/account/Team');
      return true;
    } catch (error) {
      // The request module has shown the failure; the rules it broke stay next to the form.
      setViolations(violationsOf(error));
      return false;
    }
  };

  return (
    <PageContainer content={t('team.join.intro')}>
      <ProCard style={{ maxWidth: 560 }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <RuleViolations violations={violations} />
          <ProForm<Values>
            layout="vertical"
            initialValues={{ inviteCode: searchParams.get('code') ?? '', role: 'member' }}
            onFinish={submit}
            submitter={{
              searchConfig: { submitText: t('team.join.submit') },
              resetButtonProps: false,
            }}
          >
            <ProFormText
              name="inviteCode"
              label={t('team.field.inviteCode')}
              placeholder={t('team.join.placeholder')}
              fieldProps={{
                maxLength: INVITE_CODE_LENGTH + 4,
                style: { textTransform: 'uppercase', letterSpacing: 2 },
                autoComplete: 'off',
              }}
              rules={[
                { required: true, message: t('team.join.required') },
                { pattern: INVITE_CODE, message: t('team.join.pattern', { length: INVITE_CODE_LENGTH }) },
              ]}
            />
            <ProFormRadio.Group
              name="role"
              label={t('team.join.role')}
              extra={t('team.join.role.hint')}
              radioType="button"
              options={[
                { value: 'member', label: t('team.join.role.member') },
                { value: 'advisor', label: t('team.join.role.advisor') },
              ]}
            />
          </ProForm>
          <Typography.Paragraph type="secondary">{t('team.join.hint')}</Typography.Paragraph>
        </Space>
      </ProCard>
    </PageContainer>
  );
}
