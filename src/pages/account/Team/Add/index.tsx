import { PageContainer, ProCard, ProForm, ProFormText } from '@ant-design/pro-components';
import { history, useIntl, useSearchParams } from '@umijs/max';
import { message, Space, Typography } from 'antd';
import React, { useState } from 'react';
import { joinTeam } from '@/services/team';
import { violationsOf } from '../components/errors';
import RuleViolations from '../components/RuleViolations';

const INVITE_CODE = /^[A-Za-z0-9]{6,12}$/;

/** /account/Team/Add: join a team with the invite code its leader shared (also prefilled from ?code=). */
export default function JoinTeamPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const [violations, setViolations] = useState<API.RuleViolation[]>([]);

  const submit = async ({ inviteCode }: { inviteCode: string }) => {
    setViolations([]);
    try {
      const { data } = await joinTeam(inviteCode.trim().toUpperCase());
      message.success(intl.formatMessage({ id: 'team.join.done' }, { name: data?.name ?? '' }));
      history.push(data ? `/account/Team/basic?id=${data.id}` : '/account/Team');
      return true;
    } catch (error) {
      // The request module has shown the failure; the rules it broke stay next to the form.
      setViolations(violationsOf(error));
      return false;
    }
  };

  return (
    <PageContainer content={intl.formatMessage({ id: 'team.join.intro' })}>
      <ProCard style={{ maxWidth: 560 }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <RuleViolations violations={violations} />
          <ProForm<{ inviteCode: string }>
            layout="vertical"
            initialValues={{ inviteCode: searchParams.get('code') ?? '' }}
            onFinish={submit}
            submitter={{
              searchConfig: { submitText: intl.formatMessage({ id: 'team.join.submit' }) },
              resetButtonProps: false,
            }}
          >
            <ProFormText
              name="inviteCode"
              label={intl.formatMessage({ id: 'team.field.inviteCode' })}
              placeholder={intl.formatMessage({ id: 'team.join.placeholder' })}
              fieldProps={{
                maxLength: 12,
                style: { textTransform: 'uppercase', letterSpacing: 2 },
                autoComplete: 'off',
              }}
              rules={[
                { required: true, message: intl.formatMessage({ id: 'team.join.required' }) },
                { pattern: INVITE_CODE, message: intl.formatMessage({ id: 'team.join.pattern' }) },
              ]}
            />
          </ProForm>
          <Typography.Paragraph type="secondary">
            {intl.formatMessage({ id: 'team.join.hint' })}
          </Typography.Paragraph>
        </Space>
      </ProCard>
    </PageContainer>
  );
}
