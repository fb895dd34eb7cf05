import { useIntl } from '@umijs/max';
import { Descriptions, Progress } from 'antd';
import React from 'react';
import { rangeText } from './format';
import { TrackTag, WindowStateTag } from './Tags';

/** The constraints a team must meet for a competition: size, enrolment window, places. */
export default function CompetitionFacts({
  competition,
  column = 2,
}: {
  competition: API.CompetitionView;
  column?: number;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Descriptions column={{ xs: 1, md: column }} size="small" bordered>
      <Descriptions.Item label={t('enrol.field.track')}>
        <TrackTag track={competition.track} />
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.windowState')}>
        <WindowStateTag state={competition.windowState} />
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.window')}>
        {rangeText(competition.enrolmentOpensAt, competition.enrolmentClosesAt, true)}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.teamSize')}>
        {t('enrol.teamSize.range', { min: competition.minTeamSize, max: competition.maxTeamSize })}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.capacity')} span={column}>
        {t('enrol.capacity.used', { enrolled: competition.enrolledTeams, capacity: competition.capacity })}
        <Progress
          percent={Math.min(100, Math.round((competition.enrolledTeams / competition.capacity) * 100))}
          size="small"
          status={competition.windowState === 'full' ? 'exception' : 'normal'}
        />
      </Descriptions.Item>
    </Descriptions>
  );
}
