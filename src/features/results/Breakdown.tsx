import { useIntl } from '@umijs/max';
import React from 'react';
import type { ResultComponentHead, ResultRow } from '@common/contract/scoring';
import { Translated } from '@/components/ShownIn';
import { integerText, pointsText, timeText } from './format';
import styles from './index.less';

type Head = ResultComponentHead;

/**
 * A team's scores, component by component: its points of the most there are, its share of the
 * total (of the component's weight), and each committed run counted.
 */
export default function Breakdown({ row, heads, id }: { row: ResultRow; heads: Head[]; id: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const n = (value: number) => integerText(intl.locale, value);
  const headOf = new Map(heads.map((head) => [head.key, head]));
  return (
    <div
      id={id}
      className={styles.breakdown}
      role="group"
      aria-label={t('results.breakdown.of', { team: row.teamName })}
    >
      {row.components.map((component) => {
        const head = headOf.get(component.key);
        return (
          <section key={component.key} className={styles.component}>
            <h3 className={styles.componentName}>
              {head ? <Translated text={head.name} locale={head.locale} /> : component.key}
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t('results.breakdown.points')}</dt>
                <dd>
                  {t('results.breakdown.pointsOf', {
                    points: n(component.points),
                    max: n(component.maxPoints),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('results.breakdown.share')}</dt>
                <dd>
                  {t('results.breakdown.shareOf', {
                    share: pointsText(intl.locale, component.partMicro),
                    weight: n(head?.weight ?? 0),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('results.breakdown.runs')}</dt>
                <dd>
                  {component.runs.length ? (
                    <ul className={styles.runs}>
                      {component.runs.map((run) => (
                        <li key={run.runId}>
                          {[
                            t('results.run.attempt', { attempt: run.attempt }),
                            t('results.run.points', { points: n(run.points) }),
                            ...(run.timeMs === null
                              ? []
                              : [t('results.run.time', { time: timeText(intl.locale, run.timeMs) })]),
                            t('results.run.version', { version: run.version }),
                          ].join(' · ')}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('results.breakdown.noRuns')
                  )}
                </dd>
              </div>
            </dl>
          </section>
        );
      })}
    </div>
  );
}
