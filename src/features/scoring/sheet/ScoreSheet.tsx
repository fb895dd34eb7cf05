/**
 * A run's score sheet, drawn from its component in the scheme: counters (field) or marks (judged),
 * the run's time when the component is timed, the running total and the signature step. Each tap
 * appends an event to the outbox; what is shown is the fold of those events.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Tag, Typography, theme } from 'antd';
import React, { useEffect, useState } from 'react';
import type * as API from '@common/contract';
import { SCORING_LIMITS } from '@common/limits';
import { maxPoints, sheetPoints } from '@common/scoring';
import type { ScoringDb } from '../store/db';
import { append, runEvents, type RunEvent } from '../store/outbox';
import { useLive } from '../store/useLive';
import { queryRunSheets } from '../services/scoring';
import { localName } from '../names';
import { RunStateTag } from '../RunList';
import { foldSheet } from './fold';

/** Touch targets of at least 48 px (WCAG 2.5.5's 44, and Material's 48). */
export const TOUCH = { minHeight: 48, minWidth: 48 } as const;

interface Props {
  db: ScoringDb;
  uid: number;
  run: API.RunView;
  scheme: API.SchemeView;
  component: API.ScoringComponent;
  online: boolean;
  /** After each entry: the page syncs when online. */
  onEntry: () => void;
}

/** What the server already holds of the caller's sheet, when the tablet has none of its own events. */
function useServerSheet(run: API.RunView, uid: number, online: boolean) {
  const [sheet, setSheet] = useState<API.Sheet>();
  useEffect(() => {
    if (!online) return undefined;
    let current = true;
    queryRunSheets(run.id).then(
      (view) => {
        const mine = view.submissions.filter((s) => s.referee.uid === uid);
        if (current) setSheet(mine[mine.length - 1]?.sheet);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [run.id, uid, online]);
  return sheet;
}

/** An entry as the referee reads it in the list of refused ones. */
function useEntryText() {
  const intl = useIntl();
  return ({ entry }: API.ScoringEvent) => {
    // Keys and numbers: the same in every language.
    if (entry.kind === 'count') return `${entry.item} ${entry.delta > 0 ? '+' : ''}${entry.delta}`;
    if (entry.kind === 'mark') return `${entry.criterion} = ${entry.value}`;
    return intl.formatMessage({ id: `scoring.entry.${entry.kind}` });
  };
}

function Refused({ events }: { events: RunEvent[] }) {
  const intl = useIntl();
  const text = useEntryText();
  if (events.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      message={intl.formatMessage({ id: 'scoring.sheet.refused' }, { count: events.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {events.map(({ event, outcome }) => (
            <li key={event.id}>
              {text(event)}: {outcome?.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** A number typed in, recorded once the referee leaves the field (not at every keystroke). */
function CommittedNumber({
  label,
  value,
  min,
  max,
  step,
  disabled,
  onCommit,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  step?: number;
  disabled: boolean;
  onCommit: (value: number | null) => void;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <InputNumber
        aria-label={label}
        size="large"
        style={{ ...TOUCH, width: 160 }}
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft}
        disabled={disabled}
        onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Form.Item>
  );
}

export default function ScoreSheet({ db, uid, run, scheme, component, online, onEntry }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const events = useLive(() => runEvents(db, uid, run.id), [db, uid, run.id]);
  const serverSheet = useServerSheet(run, uid, online);
  const [signature, setSignature] = useState('');

  if (!events) return null;
  // The tablet's own events are the sheet; the server's copy counts only when this device has none
  // (another tablet, or cleared storage), so sent events are never counted twice.
  const sheet = foldSheet(events, events.length === 0 ? serverSheet : undefined);
  const total = sheetPoints(component, sheet);
  const max = maxPoints(component);
  const locked = run.state === 'committed';
  const enter = async (entry: API.ScoringEntry) => {
    await append(db, uid, { runId: run.id, schemeVersion: scheme.version, entry });
    onEntry();
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ fontSize: 20, marginBottom: 4 }}>
          {run.teamName} · {localName(component.names, intl.locale)}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[
            run.field ? t('scoring.run.field', { field: run.field }) : null,
            t('scoring.run.attempt', { attempt: run.attempt }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>{' '}
        <RunStateTag state={run.state} />
      </div>

      <Refused events={sheet.refused} />

      {component.kind === 'field' ? (
        <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {component.items.map((item) => {
            const name = localName(item.names, intl.locale);
            const count = sheet.counts[item.key] ?? 0;
            const penalty = item.kind === 'penalty';
            return (
              <li key={item.key}>
                <Card
                  size="small"
                  style={
                    penalty
                      ? { borderColor: token.colorErrorBorder, background: token.colorErrorBg }
                      : undefined
                  }
                >
                  <Flex wrap gap="small" align="center" justify="space-between">
                    <div style={{ minWidth: 0, flex: '1 1 160px' }}>
                      <Typography.Text strong>{name}</Typography.Text>{' '}
                      <Tag color={penalty ? 'error' : 'success'}>
                        {t(penalty ? 'scoring.sheet.penalty' : 'scoring.sheet.bonus')}
                      </Tag>
                      <br />
                      <Typography.Text type="secondary">
                        {t('scoring.sheet.perCount', { points: item.points, max: item.maxCount })}
                      </Typography.Text>
                    </div>
                    <Flex align="center" gap="small">
                      <Button
                        size="large"
                        style={TOUCH}
                        aria-label={t('scoring.sheet.remove', { item: name })}
                        disabled={locked || count <= 0}
                        onClick={() => void enter({ kind: 'count', item: item.key, delta: -1 })}
                      >
                        −
                      </Button>
                      <output
                        aria-label={`${name}: ${count}`}
                        style={{
                          minWidth: 40,
                          textAlign: 'center',
                          fontSize: 24,
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {count}
                      </output>
                      <Button
                        size="large"
                        type="primary"
                        danger={penalty}
                        style={TOUCH}
                        aria-label={t('scoring.sheet.add', { item: name })}
                        disabled={locked || count >= item.maxCount}
                        onClick={() => void enter({ kind: 'count', item: item.key, delta: 1 })}
                      >
                        +
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            );
          })}
        </Flex>
      ) : (
        <Form layout="vertical" component="div">
          {component.criteria.map((criterion) => (
            <CommittedNumber
              key={criterion.key}
              label={t('scoring.sheet.mark', {
                criterion: localName(criterion.names, intl.locale),
                max: criterion.maxMark,
              })}
              value={sheet.counts[criterion.key] ?? null}
              min={0}
              max={criterion.maxMark}
              disabled={locked}
              onCommit={(value) =>
                void enter({ kind: 'mark', criterion: criterion.key, value: Math.round(value ?? 0) })
              }
            />
          ))}
        </Form>
      )}

      {component.kind === 'field' && component.timed ? (
        <Form layout="vertical" component="div">
          <CommittedNumber
            label={t('scoring.sheet.time')}
            value={sheet.timeMs === null ? null : sheet.timeMs / 1000}
            min={0}
            max={SCORING_LIMITS.timeMs / 1000}
            step={0.01}
            disabled={locked}
            onCommit={(seconds) =>
              void enter({ kind: 'time', ms: seconds === null ? null : Math.round(seconds * 1000) })
            }
          />
        </Form>
      ) : null}

      <Card size="small" style={{ background: token.colorFillAlter }}>
        <Typography.Text strong style={{ fontSize: 22 }} data-testid="sheet-total">
          {t('scoring.sheet.total', { points: total, max })}
        </Typography.Text>
      </Card>

      {sheet.submitted ? (
        <Alert
          type="success"
          showIcon
          message={t('scoring.sheet.submitted', {
            signature: sheet.submitted.signature,
            total: sheet.submitted.total,
          })}
        />
      ) : null}

      {locked ? null : (
        <Form
          layout="vertical"
          onFinish={() => {
            void enter({ kind: 'submit', total, signature: signature.trim() });
            setSignature('');
          }}
        >
          <Form.Item
            label={t('scoring.sheet.sign')}
            extra={t('scoring.sheet.signHint')}
            htmlFor="scoring-signature"
          >
            <Input
              id="scoring-signature"
              size="large"
              style={TOUCH}
              autoComplete="name"
              maxLength={SCORING_LIMITS.signatureLength}
              value={signature}
              onChange={(event) => setSignature(event.target.value)}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            style={TOUCH}
            disabled={!signature.trim()}
          >
            {t('scoring.sheet.submit')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
