import { ProCard } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { Alert, Skeleton, theme } from 'antd';
import React, { useState } from 'react';
import type { TeamResults as TeamResultsAnswer } from '@common/contract/scoring';
import VisuallyHidden from '@/components/VisuallyHidden';
import Breakdown from './Breakdown';
import Qualified from './Qualified';
import { pointsText } from './format';
import { queryTeamResults } from './services';
import StateTag from './StateTag';
import { useResults } from './useResults';
import styles from './index.less';

type Entry = TeamResultsAnswer[number];

/** Why the team's row is not shown yet, by the phase's state. */
const HIDDEN: Record<Entry['state'], string> = {
  draft: 'results.team.hidden.draft',
  provisional: 'results.team.hidden.provisional',
  published: 'results.team.hidden.published',
  final: 'results.team.hidden.published',
};

function PhaseEntry({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const { row } = entry;
  const breakdownId = `team-results-${entry.phaseId}`;
  return (
    <li className={styles.phase} style={{ borderColor: token.colorSplit, display: 'block' }}>
      <div className={styles.subtitle}>
        <strong>{entry.phaseName}</strong> <StateTag state={entry.state} />
      </div>
      {row ? (
        <>
          <p>
            {[
              ...(row.rank === null ? [] : [t('results.team.rank', { rank: row.rank })]),
              t('results.team.total', { total: pointsText(intl.locale, row.totalMicro) }),
            ].join(' · ')}{' '}
            {row.qualified && <Qualified qualified />}
          </p>
          <button
            type="button"
            className={styles.toggle}
            style={{ ['--results-link' as string]: token.colorLink }}
            aria-expanded={open}
            aria-controls={open ? breakdownId : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            {t('results.breakdown.show')}
            <VisuallyHidden>: {entry.phaseName}</VisuallyHidden>
          </button>
          {open && (
            <div style={{ ['--results-secondary' as string]: token.colorTextSecondary }}>
              <Breakdown row={row} heads={entry.components ?? []} id={breakdownId} />
            </div>
          )}
        </>
      ) : (
        <p style={{ color: token.colorTextSecondary }}>{t(HIDDEN[entry.state])}</p>
      )}
      {(entry.state === 'published' || entry.state === 'final') && (
        <Link to={`/Results/${entry.phaseId}`}>{t('results.team.ranking', { phase: entry.phaseName })}</Link>
      )}
    </li>
  );
}

/**
 * A team's own results on its page, phase by phase: its row where the phase's state lets the team
 * see it, else a sentence saying when it will. Loaded again when a `result` event names one of them.
 */
export default function TeamResults({ teamId }: { teamId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, failed } = useResults<TeamResultsAnswer>({
    key: teamId,
    load: () => queryTeamResults(teamId).then((answer) => answer.data ?? []),
    concerns: (event): boolean => Boolean(data?.some((entry) => entry.phaseId === event.phaseId)),
  });
  return (
    <ProCard title={t('results.team.results')}>
      {failed && !data ? (
        <Alert type="warning" showIcon message={t('results.team.failed')} />
      ) : !data ? (
        <Skeleton active={loading} />
      ) : data.length ? (
        <ul className={styles.phases}>
          {data.map((entry) => (
            <PhaseEntry key={entry.phaseId} entry={entry} />
          ))}
        </ul>
      ) : (
        <p>{t('results.team.empty')}</p>
      )}
    </ProCard>
  );
}
