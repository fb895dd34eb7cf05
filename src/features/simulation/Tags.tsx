import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';
import type * as API from '@common/contract';

/* Palette colours, as the team pages' other tags (src/features/teams/Tags.tsx): AA contrast. */
const STATE_COLOURS: Record<API.SimulationSubmission['state'], string> = {
  queued: 'default',
  running: 'blue',
  scored: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** Product names, the same in every language. */
export const LANGUAGE_NAMES: Record<API.ControllerLanguage, string> = { python: 'Python 3', node: 'Node.js' };

/** Where a submission stands: queued, running, scored, failed or cancelled. */
export function SubmissionStateTag({ state }: { state: API.SimulationSubmission['state'] }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOURS[state]} data-state={state}>
      {intl.formatMessage({ id: `simulation.state.${state}` })}
    </Tag>
  );
}

/** Why a trial or a submission failed, in words a team can act on. */
export function useFailureText() {
  const intl = useIntl();
  return (failure: API.SimulationSubmission['failure']) =>
    failure ? intl.formatMessage({ id: `simulation.failure.${failure}` }) : '';
}
