import { Link, useIntl } from '@umijs/max';
import { Card, Result, Spin, theme } from 'antd';
import React from 'react';
import type { ResultsIndex } from '@common/contract/scoring';
import { Paragraph, Title } from '@/components/Typography';
import { Translated } from '@/components/ShownIn';
import PageMeta from '@/features/content/PageMeta';
import { dayText } from './format';
import { queryResultsIndex, sentWithPage } from './services';
import StateTag from './StateTag';
import { useResults } from './useResults';
import styles from './index.less';

/** `/Results`: every competition and its phases, each with its publication state and its ranking's page. */
export default function ResultsIndexPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading, failed } = useResults<ResultsIndex>({
    key: 'index',
    load: () => queryResultsIndex().then((answer) => answer.data ?? []),
    sent: sentWithPage.resultsIndex,
    // A phase published, made final or moved back changes its state here.
    concerns: (event): boolean =>
      Boolean(data?.some((c) => c.phases.some((p) => p.phaseId === event.phaseId))),
  });

  return (
    <div className={styles.page}>
      <PageMeta description={t('results.subtitle')} />
      <Title level={1} className={styles.title}>
        {t('results.title')}
      </Title>
      <Paragraph style={{ color: token.colorTextSecondary }}>{t('results.subtitle')}</Paragraph>
      {failed && !data ? (
        <Result status="warning" title={t('results.failed')} />
      ) : (
        <Spin spinning={loading}>
          {data?.length ? (
            data.map((competition) => (
              <Card
                key={competition.competitionId}
                variant="borderless"
                className={styles.card}
                aria-labelledby={`results-competition-${competition.competitionId}`}
              >
                <Title level={2} className={styles.sectionTitle}>
                  <span id={`results-competition-${competition.competitionId}`}>
                    <Translated text={competition.competitionName} locale={competition.locale} />
                  </span>
                </Title>
                <ul className={styles.phases}>
                  {competition.phases.map((phase) => (
                    <li
                      key={phase.phaseId}
                      className={styles.phase}
                      style={{ borderColor: token.colorSplit }}
                    >
                      <span className={styles.phaseName}>
                        <Link to={`/Results/${phase.phaseId}`} lang={competition.locale}>
                          {phase.name}
                        </Link>
                        <span className={styles.phaseDates} style={{ color: token.colorTextSecondary }}>
                          {t('results.phase.dates', {
                            start: dayText(intl.locale, phase.startsAt),
                            end: dayText(intl.locale, phase.endsAt),
                          })}
                        </span>
                      </span>
                      <span className={styles.phaseState}>
                        <StateTag state={phase.state} />
                        {phase.state === 'provisional' && (
                          <span style={{ color: token.colorTextSecondary }}>
                            {t('results.state.provisionalHint')}
                          </span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            ))
          ) : (
            <p style={{ color: token.colorTextSecondary }}>{loading ? '\u00a0' : t('results.empty')}</p>
          )}
        </Spin>
      )}
    </div>
  );
}
