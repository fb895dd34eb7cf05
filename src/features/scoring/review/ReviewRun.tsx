/**
 * The head referee's review of one run: every submission side by side with the items that differ
 * marked, Commit (on a conflict, naming the submission that stands), and, once committed, Correct
 * with a reason. All of it needs the network.
 */
import { useIntl } from '@umijs/max';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Table,
  Typography,
  message,
  theme,
} from 'antd';
import React, { useEffect, useState } from 'react';
import type * as API from '@common/contract';
import { SCORING_LIMITS } from '@common/limits';
import { localName } from '../names';
import { RunStateTag } from '../RunList';
import { commitRun, correctRun, queryRunSheets } from '../services/scoring';
import { TOUCH } from '../sheet/ScoreSheet';

interface Props {
  runId: number;
  component: API.ScoringComponent;
  online: boolean;
  /** After a commit or a correction: the board's states changed. */
  onChanged: () => void;
}

interface Row {
  key: string;
  label: string;
  values: Array<string | number>;
  differs: boolean;
}

const secondsText = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(2));

function Correction({
  runId,
  component,
  sheet,
  onSaved,
}: {
  runId: number;
  component: API.ScoringComponent;
  sheet: API.Sheet;
  onSaved: (view: API.RunSheetView) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const lines =
    component.kind === 'field'
      ? component.items.map((item) => ({ key: item.key, names: item.names, max: item.maxCount }))
      : component.criteria.map((criterion) => ({
          key: criterion.key,
          names: criterion.names,
          max: criterion.maxMark,
        }));
  const save = async (values: { counts: Record<string, number>; time?: number | null; reason: string }) => {
    setBusy(true);
    try {
      const { data } = await correctRun(runId, {
        sheet: {
          counts: Object.fromEntries(lines.map((line) => [line.key, values.counts?.[line.key] ?? 0])),
          timeMs: values.time === null || values.time === undefined ? null : Math.round(values.time * 1000),
        },
        reason: values.reason.trim(),
      });
      void message.success(t('scoring.review.saved'));
      if (data) onSaved(data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ counts: sheet.counts, time: sheet.timeMs === null ? null : sheet.timeMs / 1000 }}
      onFinish={save}
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('scoring.review.correct')}
      </Typography.Title>
      {lines.map((line) => (
        <Form.Item key={line.key} name={['counts', line.key]} label={localName(line.names, intl.locale)}>
          <InputNumber size="large" style={{ ...TOUCH, width: 160 }} min={0} max={line.max} precision={0} />
        </Form.Item>
      ))}
      {component.kind === 'field' && component.timed ? (
        <Form.Item name="time" label={t('scoring.sheet.time')}>
          <InputNumber size="large" style={{ ...TOUCH, width: 160 }} min={0} step={0.01} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="reason"
        label={t('scoring.review.reason')}
        rules={[{ required: true, whitespace: true, message: t('scoring.review.reason') }]}
      >
        <Input.TextArea maxLength={SCORING_LIMITS.reasonLength} rows={2} />
      </Form.Item>
      <Button htmlType="submit" size="large" style={TOUCH} loading={busy}>
        {t('scoring.review.saveCorrection')}
      </Button>
    </Form>
  );
}

export default function ReviewRun({ runId, component, online, onChanged }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const [view, setView] = useState<API.RunSheetView>();
  const [chosen, setChosen] = useState<number>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online) return undefined;
    let current = true;
    queryRunSheets(runId).then(
      (answer) => current && setView(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [runId, online]);

  if (!online) return <Alert type="warning" showIcon message={t('scoring.review.offline')} />;
  if (!view) return null;

  const { run, submissions, versions } = view;
  const lines =
    component.kind === 'field'
      ? component.items.map((item) => ({ key: item.key, names: item.names }))
      : component.criteria.map((criterion) => ({ key: criterion.key, names: criterion.names }));
  const row = (key: string, label: string, values: Array<string | number>): Row => ({
    key,
    label,
    values,
    differs: new Set(values).size > 1,
  });
  const rows: Row[] = [
    ...lines.map((line) =>
      row(
        line.key,
        localName(line.names, intl.locale),
        submissions.map((s) => s.sheet.counts[line.key] ?? 0),
      ),
    ),
    ...(component.kind === 'field' && component.timed
      ? [
          row(
            '$time',
            t('scoring.review.time'),
            submissions.map((s) => secondsText(s.sheet.timeMs)),
          ),
        ]
      : []),
    row(
      '$points',
      t('scoring.review.points'),
      submissions.map((s) => s.points),
    ),
    row(
      '$signature',
      t('scoring.review.signature'),
      submissions.map((s) => s.signature),
    ),
  ];
  const differs = { background: token.colorWarningBg, fontWeight: 600 };

  const commit = async () => {
    setBusy(true);
    try {
      const { data } = await commitRun(
        runId,
        run.state === 'conflict' && chosen ? { submissionId: chosen } : {},
      );
      if (data) setView(data);
      void message.success(t('scoring.review.saved'));
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const latest = versions[versions.length - 1];

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ fontSize: 20, marginBottom: 4 }}>
          {run.teamName} · {localName(component.names, intl.locale)}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('scoring.run.attempt', { attempt: run.attempt })}
        </Typography.Text>{' '}
        <RunStateTag state={run.state} />
      </div>
      {submissions.length === 0 ? (
        <Alert type="info" showIcon message={t('scoring.review.noSubmissions')} />
      ) : (
        <Table<Row>
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowKey="key"
          dataSource={rows}
          columns={[
            { title: t('scoring.review.item'), dataIndex: 'label', fixed: 'left' },
            ...submissions.map((submission, index) => ({
              key: String(submission.id),
              title: `${submission.referee.nickname} (${submission.device.slice(0, 8)})`,
              render: (_: unknown, line: Row) => (
                <span style={line.differs ? differs : undefined}>
                  {line.values[index]}
                  {line.differs ? ` ${t('scoring.review.differs')}` : null}
                </span>
              ),
            })),
          ]}
        />
      )}
      {versions.map((version) => (
        <Typography.Paragraph key={version.version} style={{ margin: 0 }}>
          {t('scoring.review.version', {
            version: version.version,
            points: version.points,
            who: version.committedBy.nickname,
          })}
          {version.reason ? ` — ${t('scoring.review.reasonShown', { reason: version.reason })}` : ''}
        </Typography.Paragraph>
      ))}
      {run.state === 'conflict' ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('scoring.review.choose')}</legend>
          <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as number)}>
            <Flex vertical gap="small">
              {submissions.map((submission) => (
                <Radio
                  key={submission.id}
                  value={submission.id}
                  style={{ minHeight: 48, alignItems: 'center' }}
                >
                  {submission.referee.nickname}: {submission.points}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </fieldset>
      ) : null}
      {run.state === 'submitted' || run.state === 'conflict' ? (
        <Button
          type="primary"
          size="large"
          style={TOUCH}
          loading={busy}
          disabled={run.state === 'conflict' && !chosen}
          onClick={() => void commit()}
        >
          {t('scoring.review.commit')}
        </Button>
      ) : null}
      {run.state === 'committed' && latest ? (
        <Correction
          runId={runId}
          component={component}
          sheet={latest.sheet}
          onSaved={(next) => {
            setView(next);
            onChanged();
          }}
        />
      ) : null}
    </Flex>
  );
}
