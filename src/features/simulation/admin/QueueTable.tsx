import { ReloadOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Button, Popconfirm, Select, Space, Table, Typography, message, type TableProps } from 'antd';
import React, { useState } from 'react';
import { SUBMISSION_STATES } from '@common/vocabulary';
import type * as API from '@common/contract';
import { getLocale } from '@umijs/max';
import { timeText } from '@/features/results/format';
import { minuteText } from '@/features/teams/format';
import { useLoader } from '@/features/teams/useLoader';
import { useLiveEvent } from '@/features/events/useLiveEvent';
import { options, useT } from '@/features/admin/options';
import { points } from '../format';
import { SubmissionStateTag, useFailureText } from '../Tags';
import { querySimulationJobs, rerunSubmission } from './services';

const PAGE_SIZE = 20;
const ENDED = new Set<API.SimulationJob['state']>(['scored', 'failed', 'cancelled']);

/** Seconds between two instants, or undefined while the second is not there. */
const secondsBetween = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : undefined;

/**
 * A phase's queue, newest first: each submission's team, state (live), reason, score, runs, worker
 * and times. An ended submission can be run again.
 */
export default function QueueTable({ phaseId }: { phaseId: number }) {
  const t = useT();
  const failureText = useFailureText();
  const [state, setState] = useState<API.SimulationJob['state']>();
  const [current, setCurrent] = useState(1);
  const { data, loading, reload } = useLoader(
    () => querySimulationJobs(phaseId, { current, pageSize: PAGE_SIZE, ...(state ? { state } : {}) }),
    [phaseId, state, current],
  );
  const [busy, setBusy] = useState<number>();

  useLiveEvent('simulation', (event) => {
    if (event.phaseId === phaseId) reload();
  });

  const rerun = async (job: API.SimulationJob) => {
    setBusy(job.id);
    try {
      await rerunSubmission(job.id);
      message.success(t('admin.simulation.rerun.done', { id: job.id }));
    } catch {
      // The request module said why (it was queued again meanwhile).
    } finally {
      setBusy(undefined);
      reload();
    }
  };

  const columns: TableProps<API.SimulationJob>['columns'] = [
    { title: '#', dataIndex: 'id' },
    { title: t('admin.simulation.team'), dataIndex: 'teamName' },
    {
      title: t('admin.simulation.state'),
      dataIndex: 'state',
      render: (_, job) => (
        <Space direction="vertical" size={0}>
          <SubmissionStateTag state={job.state} />
          {job.failure && <Typography.Text type="secondary">{failureText(job.failure)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('admin.simulation.publicScore'),
      dataIndex: 'publicScore',
      render: (_, job) => (job.publicScore === null ? '—' : points(job.publicScore)),
    },
    { title: t('admin.simulation.attempts'), dataIndex: 'attempts' },
    { title: t('admin.simulation.worker'), dataIndex: 'worker', render: (_, job) => job.worker ?? '—' },
    {
      title: t('admin.simulation.submitted'),
      dataIndex: 'createdAt',
      render: (_, job) => minuteText(job.createdAt),
    },
    {
      title: t('admin.simulation.waited'),
      key: 'waited',
      render: (_, job) => {
        const seconds = secondsBetween(job.createdAt, job.startedAt);
        return seconds === undefined ? '—' : timeText(getLocale(), seconds * 1000);
      },
    },
    {
      title: t('admin.simulation.ran'),
      key: 'ran',
      render: (_, job) => {
        const seconds = secondsBetween(job.startedAt, job.finishedAt ?? job.heartbeatAt);
        return seconds === undefined ? '—' : timeText(getLocale(), seconds * 1000);
      },
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      render: (_, job) =>
        ENDED.has(job.state) ? (
          <Popconfirm
            title={t('admin.simulation.rerun.confirm', { id: job.id, team: job.teamName })}
            okText={t('admin.simulation.rerun')}
            cancelText={t('admin.action.cancel')}
            onConfirm={() => rerun(job)}
          >
            <Button size="small" loading={busy === job.id}>
              {t('admin.simulation.rerun')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <ProCard
      bordered
      title={t('admin.simulation.queue')}
      extra={
        <Space wrap>
          <Select<API.SimulationJob['state']>
            allowClear
            aria-label={t('admin.simulation.filter')}
            placeholder={t('admin.simulation.filter')}
            style={{ minWidth: 160 }}
            value={state}
            options={options(t, SUBMISSION_STATES, 'simulation.state.')}
            onChange={(value) => {
              setState(value);
              setCurrent(1);
            }}
          />
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {t('admin.results.reload')}
          </Button>
        </Space>
      }
    >
      <Table<API.SimulationJob>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrent,
        }}
      />
    </ProCard>
  );
}
