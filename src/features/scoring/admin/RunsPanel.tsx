import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Space, Tag, message } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useRef, useState } from 'react';
import { SCORING_LIMITS as L } from '@common/limits';
import { RUN_STATES } from '@common/vocabulary';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { useLoader } from '@/features/teams/useLoader';
import { queryAdminTeams } from '@/features/admin/services/admin';
import { formModalProps } from '@/features/admin/formModal';
import { text, toIso, useRules, useT, valueEnum } from '@/features/admin/options';
import { PhasePicker } from './PickerSelect';
import { createRuns, queryRuns, queryScheme } from './services';

/* Palette colours, not status colours: see features/teams/Tags.tsx (contrast of tag text). */
const RUN_COLOURS: Record<API.RunState, string> = {
  scheduled: 'default',
  submitted: 'blue',
  conflict: 'red',
  committed: 'green',
};

type RunValues = {
  teamId: number;
  component: string;
  field?: string;
  slot?: Dayjs | string;
  attempt: number;
};
type GenerateValues = { fields?: string[]; startsAt?: Dayjs | string; minutesApart?: number };

/** Sends the form's values as the API takes them; the request module reports a refusal. */
async function submit(phaseId: number, input: API.RunsInput, done: string) {
  try {
    await createRuns(phaseId, input);
    message.success(done);
    return true;
  } catch {
    return false;
  }
}

/** Approved teams of the competition whose name matches what is typed. */
const teamOptions =
  (competitionId: number) =>
  async ({ keyWords }: { keyWords?: string }) => {
    try {
      const { data } = await queryAdminTeams({
        current: 1,
        pageSize: 20,
        competitionId,
        keyword: keyWords || undefined,
      });
      return (data?.list ?? []).map((team) => ({ value: team.id, label: team.name }));
    } catch {
      return [];
    }
  };

/**
 * A phase's runs (team, component, field, slot, attempt), with their state and committed version:
 * add one, or generate those of every team of the phase (runs that exist are kept).
 */
export default function RunsPanel({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { required } = useRules();
  const [phaseId, setPhaseId] = useState<number>();
  const [dialog, setDialog] = useState<'add' | 'generate'>();
  const actionRef = useRef<ActionType>();
  const scheme = useLoader(() => queryScheme(competitionId), [competitionId]);
  const componentOptions = (scheme.data?.components ?? []).map((c) => ({ value: c.key, label: c.key }));

  const close = (saved: boolean) => {
    if (!saved) return false;
    setDialog(undefined);
    actionRef.current?.reload();
    return true;
  };

  const columns: ProColumns<API.RunView>[] = [
    { title: t('admin.enrolments.team'), dataIndex: 'teamName' },
    { title: t('admin.scoring.run.component'), dataIndex: 'component' },
    { title: t('admin.scoring.run.field'), dataIndex: 'field', render: (_, r) => r.field ?? '—' },
    { title: t('admin.scoring.run.slot'), dataIndex: 'slot', render: (_, r) => minuteText(r.slot) || '—' },
    { title: t('admin.scoring.run.attempt'), dataIndex: 'attempt' },
    {
      title: t('admin.field.status'),
      dataIndex: 'state',
      valueEnum: valueEnum(t, RUN_STATES, 'admin.scoring.runState.'),
      render: (_, r) => <Tag color={RUN_COLOURS[r.state]}>{t(`admin.scoring.runState.${r.state}`)}</Tag>,
    },
    { title: t('admin.scoring.run.version'), dataIndex: 'version', render: (_, r) => r.version ?? '—' },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PhasePicker competitionId={competitionId} value={phaseId} onChange={setPhaseId} />
      {phaseId !== undefined && (
        <ProTable<API.RunView>
          key={phaseId}
          headerTitle={t('admin.scoring.runs')}
          rowKey="id"
          actionRef={actionRef}
          columns={columns}
          search={false}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          options={{ density: false, setting: false, reload: true }}
          locale={{ emptyText: t('admin.scoring.runs.empty') }}
          toolBarRender={() => [
            <Button key="generate" icon={<ThunderboltOutlined />} onClick={() => setDialog('generate')}>
              {t('admin.scoring.runs.generate')}
            </Button>,
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')}>
              {t('admin.scoring.runs.add')}
            </Button>,
          ]}
          request={async () => {
            const { data } = await queryRuns(phaseId);
            return { data: data ?? [], total: data?.length ?? 0, success: true };
          }}
          onRequestError={() => undefined}
        />
      )}
      {phaseId !== undefined && (
        <ModalForm<RunValues>
          name="run"
          title={t('admin.scoring.runs.add')}
          open={dialog === 'add'}
          width={520}
          initialValues={{ attempt: 1 }}
          modalProps={formModalProps(() => setDialog(undefined))}
          onFinish={async (v) =>
            close(
              await submit(
                phaseId,
                {
                  teamId: Number(v.teamId),
                  component: v.component,
                  field: text(v.field) || null,
                  slot: toIso(v.slot),
                  attempt: Number(v.attempt),
                },
                t('admin.scoring.runs.added'),
              ),
            )
          }
        >
          <ProFormSelect
            name="teamId"
            label={t('admin.enrolments.team')}
            rules={required}
            showSearch
            debounceTime={300}
            request={teamOptions(competitionId)}
          />
          <ProFormSelect
            name="component"
            label={t('admin.scoring.run.component')}
            rules={required}
            options={componentOptions}
          />
          <ProFormText
            name="field"
            label={t('admin.scoring.run.field')}
            fieldProps={{ maxLength: L.fieldLength }}
          />
          <ProFormDateTimePicker
            name="slot"
            label={t('admin.scoring.run.slot')}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
          <ProFormDigit
            name="attempt"
            label={t('admin.scoring.run.attempt')}
            min={1}
            max={L.attempts}
            fieldProps={{ precision: 0 }}
            rules={required}
            width="xs"
          />
        </ModalForm>
      )}
      {phaseId !== undefined && (
        <ModalForm<GenerateValues>
          name="generate"
          title={t('admin.scoring.runs.generate')}
          open={dialog === 'generate'}
          width={520}
          initialValues={{ minutesApart: 10 }}
          modalProps={formModalProps(() => setDialog(undefined))}
          onFinish={async (v) => {
            const fields = (v.fields ?? []).map(text).filter(Boolean);
            const startsAt = toIso(v.startsAt);
            return close(
              await submit(
                phaseId,
                {
                  generate: 'every-team',
                  ...(fields.length ? { fields } : {}),
                  ...(startsAt ? { startsAt } : {}),
                  ...(v.minutesApart ? { minutesApart: Number(v.minutesApart) } : {}),
                },
                t('admin.scoring.runs.generated'),
              ),
            );
          }}
        >
          <ProFormSelect
            name="fields"
            label={t('admin.scoring.runs.fields')}
            tooltip={t('admin.scoring.runs.fields.hint')}
            mode="tags"
            fieldProps={{ maxCount: 20, tokenSeparators: [','] }}
          />
          <ProFormDateTimePicker
            name="startsAt"
            label={t('admin.scoring.runs.startsAt')}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
          <ProFormDigit
            name="minutesApart"
            label={t('admin.scoring.runs.minutesApart')}
            min={1}
            max={240}
            fieldProps={{ precision: 0 }}
            width="xs"
          />
        </ModalForm>
      )}
    </Space>
  );
}
