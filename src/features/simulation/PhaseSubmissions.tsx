import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import {
  Alert,
  Button,
  Card,
  Empty,
  List,
  Popconfirm,
  Space,
  Tag,
  Typography,
  Upload,
  message,
  type UploadProps,
} from 'antd';
import React, { useState } from 'react';
import { SIMULATION_LIMITS } from '@common/limits';
import type * as API from '@common/contract';
import { minuteText, rangeText } from '@/features/teams/format';
import { cancelSubmission, selectSubmission, starterKitUrl, submitController } from './services';
import { LANGUAGE_NAMES, SubmissionStateTag } from './Tags';
import { points } from './format';

type PhaseOverview = API.TeamSimulation[number];
type Format = (id: string, values?: Record<string, string | number>) => string;

const MAX_MB = SIMULATION_LIMITS.artifactBytes / 1024 / 1024;

/** Why the team cannot upload to the phase now, or undefined when it can (the server decides). */
function whyNotUpload(t: Format, phase: PhaseOverview, now: number) {
  if (now < Date.parse(phase.phase.startsAt))
    return t('simulation.upload.notYet', { at: minuteText(phase.phase.startsAt) });
  if (now >= Date.parse(phase.phase.endsAt)) return t('simulation.upload.ended');
  if (phase.usedToday >= phase.dailyLimit)
    return t('simulation.upload.limit', { limit: phase.dailyLimit, at: minuteText(phase.resetsAt) });
  return undefined;
}

function UploadArea({
  teamId,
  phase,
  onUploaded,
}: {
  teamId: number;
  phase: PhaseOverview;
  onUploaded: () => void;
}) {
  const intl = useIntl();
  const t: Format = (id, values) => intl.formatMessage({ id }, values);
  const [uploading, setUploading] = useState(false);
  const blocked = whyNotUpload(t, phase, Date.now());

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > SIMULATION_LIMITS.artifactBytes) {
      message.error(t('simulation.upload.tooLarge', { size: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  // The server checks the zip (its bytes, paths and entry point) and says what is wrong; the
  // request module shows it.
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setUploading(true);
    try {
      const { data } = await submitController(teamId, phase.phaseId, file as Blob);
      message.success(t('simulation.upload.done'));
      onSuccess?.(data);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
      onUploaded();
    }
  };

  if (blocked) return <Alert type="info" showIcon message={blocked} />;
  return (
    <Upload.Dragger
      accept=".zip,application/zip"
      multiple={false}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={uploading}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">
        {t(uploading ? 'simulation.upload.sending' : 'simulation.upload.title')}
      </p>
      <p className="ant-upload-hint">{t('simulation.upload.hint', { size: MAX_MB })}</p>
    </Upload.Dragger>
  );
}

/**
 * One simulation phase of the team's competition: its window, how a submission counts, today's
 * count against the limit, the upload, and every submission with what the team may do with it.
 */
export default function PhaseSubmissions({
  teamId,
  phase,
  open,
  onChanged,
}: {
  teamId: number;
  phase: PhaseOverview;
  /** The submission whose trials are shown below the list. */
  open?: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const t: Format = (id, values) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState<number>();
  const running = Date.now() < Date.parse(phase.phase.endsAt);

  const change = async (submission: API.SimulationSubmission, action: 'cancel' | 'select') => {
    setBusy(submission.id);
    try {
      await (action === 'cancel' ? cancelSubmission : selectSubmission)(teamId, submission.id);
      message.success(t(`simulation.${action}.done`));
    } catch {
      // The request module said why (it had ended meanwhile, the phase closed).
    } finally {
      setBusy(undefined);
      onChanged();
    }
  };

  const actions = (submission: API.SimulationSubmission) =>
    [
      <Link
        key="open"
        to={`/account/Team/Simulation?id=${teamId}&submission=${submission.id}`}
        aria-current={open === submission.id}
      >
        {t('simulation.action.trials')}
      </Link>,
      (submission.state === 'queued' || submission.state === 'running') && (
        <Popconfirm
          key="cancel"
          title={t('simulation.cancel.confirm', { id: submission.id })}
          okText={t('simulation.cancel')}
          cancelText={t('simulation.cancel.keep')}
          onConfirm={() => change(submission, 'cancel')}
        >
          <Button size="small" danger loading={busy === submission.id}>
            {t('simulation.cancel')}
          </Button>
        </Popconfirm>
      ),
      phase.counting === 'selected' && submission.state === 'scored' && running && !submission.selected && (
        <Button
          key="select"
          size="small"
          loading={busy === submission.id}
          onClick={() => change(submission, 'select')}
        >
          {t('simulation.select')}
        </Button>
      ),
    ].filter(Boolean);

  return (
    <Card title={phase.phase.name}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {[
            phase.scenarioTitle,
            rangeText(phase.phase.startsAt, phase.phase.endsAt, true),
            t(`simulation.counting.${phase.counting}`),
            t('simulation.publicSeeds', { seeds: phase.publicSeeds.join(', ') }),
          ].join(' · ')}
        </Typography.Text>
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={starterKitUrl(phase.scenario)} download>
            {t('simulation.kit')}
          </Button>
          <Typography.Text
            code
          >{`node run.cjs ${phase.publicSeeds.map((seed) => `--seed ${seed}`).join(' ')} .`}</Typography.Text>
        </Space>
        <Typography.Text>
          {t('simulation.today', {
            used: phase.usedToday,
            limit: phase.dailyLimit,
            at: minuteText(phase.resetsAt),
          })}
        </Typography.Text>
        <UploadArea teamId={teamId} phase={phase} onUploaded={onChanged} />
        {phase.submissions.length === 0 ? (
          <Empty description={t('simulation.submissions.empty')} />
        ) : (
          <List
            dataSource={phase.submissions}
            rowKey="id"
            renderItem={(submission) => (
              <List.Item actions={actions(submission)} data-submission={submission.id}>
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{t('simulation.submission', { id: submission.id })}</span>
                      <SubmissionStateTag state={submission.state} />
                      {submission.selected && <Tag color="purple">{t('simulation.selected')}</Tag>}
                    </Space>
                  }
                  description={[
                    minuteText(submission.createdAt),
                    LANGUAGE_NAMES[submission.language],
                    submission.publicScore !== null &&
                      t('simulation.publicScore', { score: points(submission.publicScore) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            )}
          />
        )}
      </Space>
    </Card>
  );
}
