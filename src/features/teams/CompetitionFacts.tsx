import { useIntl } from '@umijs/max';
import { Descriptions, Progress } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { dayText, rangeText } from './format';
import { TrackTag, WindowStateTag } from './Tags';

type Format = (id: string, values?: Record<string, string | number>) => string;

/** The age students must have on the competition's day, or "no limit". */
export function ageLimitText(t: Format, competition: API.Competition) {
  const { minAge, maxAge, agesOn } = competition;
  const date = dayText(agesOn);
  if (minAge !== null && maxAge !== null) return t('enrol.ages.range', { min: minAge, max: maxAge, date });
  if (minAge !== null) return t('enrol.ages.min', { min: minAge, date });
  if (maxAge !== null) return t('enrol.ages.max', { max: maxAge, date });
  return t('enrol.ages.none');
}

/** Places taken, and how many teams wait for one. */
export function capacityText(t: Format, competition: API.Competition) {
  const used = t('enrol.capacity.used', {
    enrolled: competition.enrolledTeams,
    capacity: competition.capacity,
  });
  return competition.waitlistedTeams > 0
    ? `${used} · ${t('enrol.capacity.waitlisted', { count: competition.waitlistedTeams })}`
    : used;
}

/** The constraints a team must meet for a competition: size, ages, enrolment window, places, review. */
export default function CompetitionFacts({
  competition,
  column = 2,
}: {
  competition: API.CompetitionView;
  column?: number;
}) {
  const intl = useIntl();
  const t: Format = (id, values) => intl.formatMessage({ id }, values);
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
      <Descriptions.Item label={t('enrol.field.approval')}>
        {t(competition.requiresApproval ? 'enrol.approval.required' : 'enrol.approval.auto')}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.teamSize')}>
        {t('enrol.teamSize.range', { min: competition.minTeamSize, max: competition.maxTeamSize })}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.advisors')}>
        {t('enrol.advisors.max', { max: competition.maxAdvisors })}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.ages')} span="filled">
        {ageLimitText(t, competition)}
      </Descriptions.Item>
      <Descriptions.Item label={t('enrol.field.capacity')} span="filled">
        {capacityText(t, competition)}
        <Progress
          aria-label={capacityText(t, competition)}
          percent={Math.min(100, Math.round((competition.enrolledTeams / competition.capacity) * 100))}
          size="small"
          status={competition.windowState === 'full' ? 'exception' : 'normal'}
        />
      </Descriptions.Item>
    </Descriptions>
  );
}
