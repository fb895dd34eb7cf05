import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import React, { useState } from 'react';
import type { PhaseResults, ResultRow } from '@common/contract/scoring';
import { countryName } from '@/components/CountrySelect/countries';
import { Translated } from '@/components/ShownIn';
import VisuallyHidden from '@/components/VisuallyHidden';
import Breakdown from './Breakdown';
import Qualified from './Qualified';
import { pointsText } from './format';
import styles from './index.less';

interface Props {
  results: Pick<PhaseResults, 'phaseId' | 'components' | 'rows'>;
  labelledBy: string;
}

/** A rank, or a dash a screen reader names when the reader may see only their own row. */
function Rank({ rank }: { rank: number | null }) {
  const intl = useIntl();
  if (rank !== null) return <>{rank}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'results.unranked' })}</VisuallyHidden>
    </>
  );
}

/**
 * The ranking: a table with a column per component on wide screens, a compact list on a phone (the
 * stylesheet shows one or the other, so the server's HTML fits either screen before any script runs).
 * A team's button opens its breakdown below its row.
 */
export default function Ranking({ results, labelledBy }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (teamId: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(teamId)) next.add(teamId);
      return next;
    });
  const colours = {
    '--results-split': token.colorSplit,
    '--results-secondary': token.colorTextSecondary,
    '--results-link': token.colorLink,
    '--results-hover': token.colorFillTertiary,
  } as React.CSSProperties;
  const total = (row: ResultRow) => pointsText(intl.locale, row.totalMicro);
  const breakdownId = (view: string, row: ResultRow) => `results-${results.phaseId}-${view}-${row.teamId}`;
  const button = (view: string, row: ResultRow) => (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open.has(row.teamId)}
      aria-controls={open.has(row.teamId) ? breakdownId(view, row) : undefined}
      onClick={() => toggle(row.teamId)}
    >
      {t('results.breakdown.show')}
      <VisuallyHidden>: {row.teamName}</VisuallyHidden>
    </button>
  );
  const columns = 6 + results.components.length;

  return (
    <div style={colours}>
      <div className={styles.wide}>
        <table className={styles.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                {t('results.column.rank')}
              </th>
              <th scope="col">{t('results.column.team')}</th>
              <th scope="col">{t('results.column.organisation')}</th>
              <th scope="col">{t('results.column.country')}</th>
              {results.components.map((head) => (
                <th key={head.key} scope="col" className={styles.number}>
                  <Translated text={head.name} locale={head.locale} />
                </th>
              ))}
              <th scope="col" className={styles.number}>
                {t('results.column.total')}
              </th>
              <th scope="col">
                <VisuallyHidden>{t('results.column.details')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.rows.map((row) => (
              <React.Fragment key={row.teamId}>
                <tr data-team={row.teamId}>
                  <td className={styles.number}>
                    <Rank rank={row.rank} />
                  </td>
                  <th scope="row" className={styles.team}>
                    {row.teamName} <Qualified qualified={row.qualified} />
                  </th>
                  <td>{row.organisation}</td>
                  <td>{countryName(row.country, intl.locale)}</td>
                  {results.components.map((head) => {
                    const part = row.components.find((component) => component.key === head.key);
                    return (
                      <td key={head.key} className={styles.number}>
                        {part ? pointsText(intl.locale, part.partMicro) : '—'}
                      </td>
                    );
                  })}
                  <td className={`${styles.number} ${styles.total}`}>{total(row)}</td>
                  <td>{button('table', row)}</td>
                </tr>
                {open.has(row.teamId) && (
                  <tr>
                    <td colSpan={columns}>
                      <Breakdown row={row} heads={results.components} id={breakdownId('table', row)} />
                    </td>
                  </tr>
                )}
              </React.Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={`${styles.compact} ${styles.list}`} aria-labelledby={labelledBy}>
        {results.rows.map((row) => (
          <li key={row.teamId} className={styles.item} data-team={row.teamId}>
            <div className={styles.itemHead}>
              <span className={styles.itemRank}>
                <Rank rank={row.rank} />
              </span>
              <span className={styles.itemTeam}>
                <strong>{row.teamName}</strong> <Qualified qualified={row.qualified} />
                <span className={styles.itemFrom}>
                  {[row.organisation, countryName(row.country, intl.locale)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className={styles.total}>
                <VisuallyHidden>{t('results.column.total')}: </VisuallyHidden>
                {total(row)}
              </span>
            </div>
            {button('list', row)}
            {open.has(row.teamId) && (
              <Breakdown row={row} heads={results.components} id={breakdownId('list', row)} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
