/**
 * The referee's tablet (/Referee): the official's runs by phase, each opening its score sheet, the
 * outbox's status, and for a head referee the runs to review. The board and every entry are kept
 * in IndexedDB, so the page works with no network once opened online (with the service worker).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Alert, Button, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { scoringDb, type ScoringDb } from './store/db';
import { lastSync } from './store/sync';
import { useLive } from './store/useLive';
import { componentOf } from './names';
import RunList from './RunList';
import ScoreSheet from './sheet/ScoreSheet';
import ReviewRun from './review/ReviewRun';
import StatusLine from './StatusLine';
import { useBoard } from './useBoard';
import { useOnline } from './useOnline';
import { useSyncLoop } from './useSyncLoop';
import { linkManifest, registerRefereeWorker } from './worker/register';

const PENDING: API.RunState[] = ['submitted', 'conflict'];

interface Opened {
  runId: number;
  review: boolean;
}

export default function RefereePage({ db: given }: { db?: ScoringDb }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const uid = initialState?.currentUser?.uid;
  const db = useMemo(() => given ?? scoringDb(), [given]);
  const online = useOnline();
  const [round, setRound] = useState(0);
  const { board, savedAt, fromCache, loading } = useBoard(db, uid, online, round);
  const { waitingByRun, waitingCount, sync } = useSyncLoop(db, uid, online);
  const last = useLive(() => lastSync(db), [db]);
  const [opened, setOpened] = useState<Opened>();

  useEffect(() => {
    void registerRefereeWorker();
    return linkManifest();
  }, []);

  const headOf = useMemo(
    () => new Set(board?.roles.filter((r) => r.role === 'head_referee').map((r) => r.competitionId)),
    [board],
  );

  const status = <StatusLine online={online} waiting={waitingCount} lastSync={last} onSync={sync} />;

  const body = () => {
    if (loading) return <Skeleton active />;
    if (!board) return <Empty description={t('scoring.board.none')} />;
    const run = opened && board.runs.find((r) => r.id === opened.runId);
    const found = run && componentOf(board, run);
    if (opened && uid) {
      return (
        <Flex vertical gap="middle">
          <div>
            <Button size="large" style={{ minHeight: 48 }} onClick={() => setOpened(undefined)}>
              {t('scoring.sheet.back')}
            </Button>
          </div>
          {!run || !found ? (
            <Alert type="error" showIcon message={t('scoring.sheet.noScheme')} />
          ) : opened.review ? (
            <ReviewRun
              runId={run.id}
              component={found.component}
              online={online}
              onChanged={() => setRound((r) => r + 1)}
            />
          ) : (
            <ScoreSheet
              db={db}
              uid={uid}
              run={run}
              scheme={found.scheme}
              component={found.component}
              online={online}
              onEntry={() => {
                if (navigator.onLine) sync();
              }}
            />
          )}
        </Flex>
      );
    }
    const reviewable = board.runs.filter((r) => headOf.has(r.competitionId));
    const runs = (
      <RunList
        board={board}
        runs={board.runs}
        waitingByRun={waitingByRun}
        openLabel={t('scoring.run.open')}
        empty={t('scoring.runs.empty')}
        onOpen={(r) => setOpened({ runId: r.id, review: false })}
      />
    );
    if (headOf.size === 0) return runs;
    const review = (
      <Flex vertical gap="middle">
        {online ? null : <Alert type="warning" showIcon message={t('scoring.review.offline')} />}
        <RunList
          board={board}
          runs={reviewable.filter((r) => PENDING.includes(r.state))}
          openLabel={t('scoring.review.open')}
          empty={t('scoring.review.empty')}
          onOpen={(r) => setOpened({ runId: r.id, review: true })}
        />
        {reviewable.some((r) => r.state === 'committed') ? (
          <>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('scoring.state.committed')}
            </Typography.Title>
            <RunList
              board={board}
              runs={reviewable.filter((r) => r.state === 'committed')}
              openLabel={t('scoring.review.open')}
              empty=""
              onOpen={(r) => setOpened({ runId: r.id, review: true })}
            />
          </>
        ) : null}
      </Flex>
    );
    return (
      <Tabs
        items={[
          { key: 'runs', label: t('scoring.tab.runs'), children: runs },
          { key: 'review', label: t('scoring.tab.review'), children: review },
        ]}
      />
    );
  };

  return (
    <PageContainer content={t('scoring.intro')}>
      <Flex vertical gap="middle">
        {status}
        {fromCache && savedAt ? (
          <Alert type="info" showIcon message={t('scoring.board.cached', { at: minuteText(savedAt) })} />
        ) : null}
        {body()}
      </Flex>
    </PageContainer>
  );
}
