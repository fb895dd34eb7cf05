import { useIntl } from '@umijs/max';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';

const STATE_COLOURS: Record<API.RunState, string> = {
  scheduled: 'default',
  submitted: 'processing',
  conflict: 'error',
  committed: 'success',
};

export function RunStateTag({ state }: { state: API.RunState }) {
  const intl = useIntl();
  return <Tag color={STATE_COLOURS[state]}>{intl.formatMessage({ id: `scoring.state.${state}` })}</Tag>;
}

interface Props {
  board: API.RefereeBoard;
  runs: API.RunView[];
  /** Entries waiting to be sent, by run. */
  waitingByRun?: Map<number, number>;
  openLabel: string;
  onOpen: (run: API.RunView) => void;
  empty: string;
}

/** Runs grouped by phase, in slot order: team, field, slot, attempt and state, each with its button. */
export default function RunList({ board, runs, waitingByRun, openLabel, onOpen, empty }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (runs.length === 0) return <Empty description={empty} />;
  const competitionName = (id: number) =>
    board.roles.find((r) => r.competitionId === id)?.competitionName ?? '';
  const phases = new Map<number, API.RunView[]>();
  for (const run of [...runs].sort(
    (a, b) =>
      (a.slot ?? '').localeCompare(b.slot ?? '') ||
      a.teamName.localeCompare(b.teamName) ||
      a.attempt - b.attempt,
  )) {
    phases.set(run.phaseId, [...(phases.get(run.phaseId) ?? []), run]);
  }
  return (
    <Flex vertical gap="large">
      {[...phases].map(([phaseId, list]) => (
        <section key={phaseId} aria-labelledby={`phase-${phaseId}`}>
          <Typography.Title level={2} id={`phase-${phaseId}`} style={{ fontSize: 18 }}>
            {t('scoring.phase', { competition: competitionName(list[0]!.competitionId), phase: phaseId })}
          </Typography.Title>
          <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((run) => {
              const waiting = waitingByRun?.get(run.id) ?? 0;
              return (
                <li key={run.id}>
                  <Card size="small">
                    <Flex wrap gap="small" align="center" justify="space-between">
                      <div>
                        <Typography.Text strong>{run.teamName}</Typography.Text>{' '}
                        <RunStateTag state={run.state} />
                        {waiting > 0 ? (
                          <Tag color="warning">{t('scoring.run.waiting', { count: waiting })}</Tag>
                        ) : null}
                        <br />
                        <Typography.Text type="secondary">
                          {[
                            run.field
                              ? t('scoring.run.field', { field: run.field })
                              : t('scoring.run.noField'),
                            run.slot ? minuteText(run.slot) : t('scoring.run.noSlot'),
                            t('scoring.run.attempt', { attempt: run.attempt }),
                          ].join(' · ')}
                        </Typography.Text>
                      </div>
                      <Button
                        type="primary"
                        size="large"
                        style={{ minHeight: 48, minWidth: 48 }}
                        aria-label={`${openLabel}: ${run.teamName}, ${t('scoring.run.attempt', { attempt: run.attempt })}`}
                        onClick={() => onOpen(run)}
                      >
                        {openLabel}
                      </Button>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
