import { useIntl, useSearchParams } from '@umijs/max';
import React from 'react';
import type * as API from '@common/contract';
import ExceptionResult from '@/components/ExceptionResult';
import { queryTeam } from '@/features/teams/services/team';
import { isNotFound, parseId } from '@/features/teams/errors';
import { useLoader, type Loaded } from '@/features/teams/useLoader';
import TeamChooser from './TeamChooser';

/**
 * The team a page's `?id=` names. `gate` is what to show instead of the page: the team chooser
 * when there is no id, a 404 result when the team does not exist or is not mine.
 */
export function useTeamFromQuery(): Loaded<API.TeamView> & { gate?: React.ReactElement } {
  const intl = useIntl();
  const id = parseId(useSearchParams()[0].get('id'));
  const loaded = useLoader(() => (id ? queryTeam(id) : Promise.reject(new Error('no id'))), [id]);
  if (!id) return { ...loaded, gate: <TeamChooser /> };
  if (isNotFound(loaded.error)) {
    return {
      ...loaded,
      gate: <ExceptionResult status="404" subTitle={intl.formatMessage({ id: 'team.notFound' })} />,
    };
  }
  return loaded;
}
