import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Card, Space, Typography } from 'antd';
import React, { useEffect, useState } from 'react';
import { request } from '@/utils/request';

type Scenario = { id: string; title: string };

/** Development only: each button calls one mock scenario so its catalogue branch can be seen. */
export default function CataloguePage() {
  const intl = useIntl();
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [outcome, setOutcome] = useState<string>();

  useEffect(() => {
    request<Scenario[]>('/api/mock/catalogue').then(({ data }) => setScenarios(data ?? []));
  }, []);

  const run = async (id: string) => {
    try {
      const body = await request(`/api/mock/catalogue/${id}`);
      setOutcome(`${id}: ${intl.formatMessage({ id: 'dev.catalogue.resolved' })} ${JSON.stringify(body)}`);
    } catch (error) {
      setOutcome(
        `${id}: ${intl.formatMessage({ id: 'dev.catalogue.rejected' })} ${(error as Error).message}`,
      );
    }
  };

  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.dev.catalogue' })}>
      <Card>
        <Typography.Paragraph>{intl.formatMessage({ id: 'dev.catalogue.description' })}</Typography.Paragraph>
        <Space wrap>
          {scenarios.map((s) => (
            <Button key={s.id} onClick={() => run(s.id)}>
              {s.title}
            </Button>
          ))}
        </Space>
        {outcome && (
          <Typography.Paragraph code style={{ marginTop: 16 }}>
            {outcome}
          </Typography.Paragraph>
        )}
      </Card>
    </PageContainer>
  );
}
