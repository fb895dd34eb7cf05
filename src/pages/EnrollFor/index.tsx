import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import {
  Button,
  Card,
  Col,
  Empty,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import React, { useState } from 'react';
import type * as API from '@common/contract';
import { Translated } from '@/components/ShownIn';
import { ageLimitText, capacityText } from '@/features/teams/CompetitionFacts';
import { rangeText } from '@/features/teams/format';
import { TrackTag, WindowStateTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { queryCompetitions } from '@/features/enrolment/services/enrol';
import styles from './index.less';

/** `enrolling`: every competition a team can still enrol in, or wait for a place in (the server's rule). */
type Filter = 'enrolling' | 'all';

/** One competition: what it is, when enrolment runs, how full it is and its phases. */
function CompetitionCard({ competition }: { competition: API.CompetitionView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = Math.min(100, Math.round((competition.enrolledTeams / competition.capacity) * 100));
  return (
    <Card
      className={styles.card}
      title={<Translated text={competition.name} locale={competition.locale} />}
      extra={<WindowStateTag state={competition.windowState} />}
      actions={[
        <Button key="open" type="link" onClick={() => history.push(`/EnrollFor/${competition.id}`)}>
          {t(
            competition.windowState === 'open' || competition.windowState === 'full'
              ? 'enrol.list.enrol'
              : 'enrol.list.details',
          )}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <TrackTag track={competition.track} />
          <Typography.Text type="secondary">
            {t('enrol.teamSize.range', { min: competition.minTeamSize, max: competition.maxTeamSize })}
          </Typography.Text>
        </Space>
        <Typography.Text type="secondary">
          {[
            ageLimitText(t, competition),
            t('enrol.advisors.max', { max: competition.maxAdvisors }),
            t(competition.requiresApproval ? 'enrol.approval.required' : 'enrol.approval.auto'),
          ].join(' · ')}
        </Typography.Text>
        <Typography.Paragraph className={styles.summary} ellipsis={{ rows: 2, tooltip: competition.summary }}>
          {competition.summary}
        </Typography.Paragraph>
        <Typography.Text>
          {t('enrol.window.range', {
            range: rangeText(competition.enrolmentOpensAt, competition.enrolmentClosesAt),
          })}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{capacityText(t, competition)}</Typography.Text>
          <Progress
            aria-label={capacityText(t, competition)}
            percent={percent}
            size="small"
            status={competition.windowState === 'full' ? 'exception' : 'normal'}
          />
        </div>
        <Timeline
          className={styles.timeline}
          items={competition.phases.map((phase) => ({
            key: phase.id,
            children: (
              <>
                <Typography.Text strong>
                  <Translated text={phase.name} locale={phase.locale} />
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{rangeText(phase.startsAt, phase.endsAt)}</Typography.Text>
              </>
            ),
          }))}
        />
      </Space>
    </Card>
  );
}

/**
 * /EnrollFor: the competitions, those open for enrolment first. The first view includes full ones:
 * their waiting list is open, and a leader whose team holds a place or waits there looks for it here.
 */
export default function CompetitionsPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('enrolling');
  const { data, loading } = useLoader(
    () =>
      queryCompetitions({
        current: 1,
        pageSize: 100,
        ...(filter === 'enrolling' ? { windowState: 'enrolling' } : {}),
      }),
    [filter],
  );
  const list = data?.list ?? [];
  return (
    <PageContainer
      content={intl.formatMessage({ id: 'enrol.list.intro' })}
      extra={
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'enrolling', label: intl.formatMessage({ id: 'enrol.list.filter.open' }) },
            { value: 'all', label: intl.formatMessage({ id: 'enrol.list.filter.all' }) },
          ]}
        />
      }
    >
      {loading && !data ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty
          description={intl.formatMessage({
            id: filter === 'enrolling' ? 'enrol.list.noneOpen' : 'enrol.list.empty',
          })}
        >
          {filter === 'enrolling' && (
            <Button onClick={() => setFilter('all')}>
              {intl.formatMessage({ id: 'enrol.list.filter.all' })}
            </Button>
          )}
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((competition) => (
            <Col key={competition.id} xs={24} md={12} xl={8}>
              <CompetitionCard competition={competition} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
