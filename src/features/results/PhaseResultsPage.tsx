import { Link, useIntl, useParams } from '@umijs/max';
import { Alert, Card, Result, Skeleton, Spin, theme } from 'antd';
import React from 'react';
import type { PhaseResults } from '@common/contract/scoring';
import { articleId } from '@common/news-address';
import { Paragraph, Title } from '@/components/Typography';
import { Translated } from '@/components/ShownIn';
import PageMeta from '@/features/content/PageMeta';
import { momentText } from './format';
import { isNotFound } from '@/features/teams/errors';
import Ranking from './Ranking';
import { phaseMissingWithPage, queryPhaseResults, sentWithPage } from './services';
import StateTag from './StateTag';
import { useResults } from './useResults';
import styles from './index.less';

/** The phase's results, or `null` when there is no such phase (the server answers 404). */
async function loadPhase(id: number): Promise<PhaseResults | null> {
  try {
    return (await queryPhaseResults(id)).data ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** What the reader is shown of the phase, and why not more: frozen, provisional, nothing public. */
function Notice({ results }: { results: PhaseResults }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const notes: { key: string; type: 'info' | 'warning' | 'success'; text: string }[] = [];
  if (results.frozenAt) {
    notes.push({
      key: 'frozen',
      type: 'warning',
      text: t('results.frozen', { time: momentText(intl.locale, results.frozenAt) }),
    });
  }
  if (results.visibility === 'own') notes.push({ key: 'own', type: 'info', text: t('results.provisional') });
  if (results.visibility === 'none') {
    const why = results.state === 'provisional' ? 'results.none.provisional' : 'results.none.draft';
    notes.push({ key: 'none', type: 'info', text: t(why) });
  }
  if (results.visibility === 'all' && results.state === 'final')
    notes.push({ key: 'final', type: 'success', text: t('results.final') });
  return (
    <>
      {notes.map((note) => (
        <Alert
          key={note.key}
          className={styles.notice}
          type={note.type}
          showIcon
          message={note.text}
          data-notice={note.key}
        />
      ))}
    </>
  );
}

/** `/Results/:phaseId`: a phase's ranking as its publication state lets the reader see it. */
export default function PhaseResultsPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const { phaseId: raw = '' } = useParams<{ phaseId: string }>();
  const id = articleId(raw);
  const missingAtOnce = id !== undefined && phaseMissingWithPage(id);
  const { data, loading, failed } = useResults<PhaseResults | null>({
    key: id ?? 0,
    load: () => (id === undefined ? Promise.resolve(null) : loadPhase(id)),
    sent: () => (id === undefined || missingAtOnce ? null : sentWithPage.phaseResults(id)),
    // The server asked as an anonymous reader: a team member may see their own row.
    askAgain: (sent) => sent !== null && sent.visibility !== 'all',
    concerns: (event) => event.phaseId === id,
  });
  const back = (
    <Link to="/Results" className={styles.back}>
      {t('results.back')}
    </Link>
  );

  if (data === null) {
    return (
      <div className={styles.page}>
        <Result
          status="404"
          title={t('results.notFound.title')}
          subTitle={t('results.notFound.subtitle')}
          extra={back}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        {back}
        {failed ? <Result status="warning" title={t('results.failed')} /> : <Skeleton active={loading} />}
      </div>
    );
  }
  const headingId = `results-${data.phaseId}-heading`;
  return (
    <div className={styles.page}>
      <PageMeta title={`${data.phaseName} – ${data.competitionName}`} description={t('results.subtitle')} />
      {back}
      <Title level={1} className={styles.title}>
        <Translated text={data.phaseName} locale={data.locale} />
      </Title>
      <Paragraph style={{ color: token.colorTextSecondary }} className={styles.subtitle}>
        <span lang={data.locale}>{data.competitionName}</span> <StateTag state={data.state} />
      </Paragraph>
      <Notice results={data} />
      {data.visibility !== 'none' && (
        <Card variant="borderless" className={styles.card}>
          <Spin spinning={loading}>
            <Title level={2} className={styles.sectionTitle}>
              <span id={headingId}>{t('results.ranking')}</span>
            </Title>
            {data.rows.length ? (
              <Ranking results={data} labelledBy={headingId} />
            ) : (
              <p style={{ color: token.colorTextSecondary }}>{t('results.none.rows')}</p>
            )}
          </Spin>
        </Card>
      )}
    </div>
  );
}
