import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Form, InputNumber, Radio, Select, Skeleton, message } from 'antd';
import React, { useEffect, useState } from 'react';
import { SIMULATION_LIMITS } from '@common/limits';
import { SUBMISSION_COUNTING } from '@common/vocabulary';
import type * as API from '@common/contract';
import { isNotFound } from '@/features/teams/errors';
import { useLoader } from '@/features/teams/useLoader';
import { options, useT } from '@/features/admin/options';
import { listScenarios, querySimulationPhase, saveSimulationPhase } from './services';

const MAX_SEED = 2147483647;

type Values = Omit<API.SimulationPhaseInput, 'publicSeeds' | 'hiddenSeeds'> & {
  publicSeeds: string[];
  hiddenSeeds: string[];
};

const DEFAULTS: Partial<Values> = {
  publicSeeds: [],
  hiddenSeeds: [],
  dailyLimit: 5,
  concurrentLimit: 1,
  counting: 'best',
};

const seedsOf = (values: string[]) => values.map((value) => Number(value));

/**
 * How a phase runs as a simulation: the scenario, its public and hidden seeds, and each team's
 * limits. A phase that is not one yet shows an empty form that makes it one. The server refuses
 * what it must (a phase with venue runs; a scenario or seeds changed after teams submitted) and says why.
 */
export default function SettingsPanel({
  phaseId,
  onSettings,
}: {
  phaseId: number;
  /** Whether the phase is a simulation phase, once known, and again after each save. */
  onSettings: (isSimulation: boolean) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const scenarios = useLoader(() => listScenarios(), []);
  const { data, error, loading, setData } = useLoader(() => querySimulationPhase(phaseId), [phaseId]);
  const [saving, setSaving] = useState(false);
  const fresh = isNotFound(error);

  useEffect(() => {
    if (!loading) onSettings(Boolean(data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, loading]);

  useEffect(() => {
    form.resetFields();
    if (data)
      form.setFieldsValue({
        ...data,
        publicSeeds: data.publicSeeds.map(String),
        hiddenSeeds: data.hiddenSeeds.map(String),
      });
  }, [data, form]);

  if (loading && !data) return <Skeleton active />;

  const seedRules = (required: boolean) => [
    ...(required ? [{ required: true, message: t('admin.simulation.seeds.required') }] : []),
    {
      validator: async (_: unknown, values: string[] = []) => {
        if (values.length > SIMULATION_LIMITS.seeds)
          throw new Error(t('admin.simulation.seeds.tooMany', { max: SIMULATION_LIMITS.seeds }));
        if (values.some((value) => !/^\d+$/.test(value) || Number(value) > MAX_SEED))
          throw new Error(t('admin.simulation.seeds.invalid', { max: MAX_SEED }));
      },
    },
  ];

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const { data: saved } = await saveSimulationPhase(phaseId, {
        ...values,
        publicSeeds: seedsOf(values.publicSeeds),
        hiddenSeeds: seedsOf(values.hiddenSeeds ?? []),
      });
      if (saved) setData(saved);
      message.success(t('admin.simulation.saved'));
    } catch {
      // The request module showed the server's reason; the form keeps what the admin typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProCard bordered title={t('admin.simulation.settings')}>
      {fresh && (
        <Alert type="info" showIcon message={t('admin.simulation.notYet')} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={DEFAULTS}
        onFinish={save}
        style={{ maxWidth: 640 }}
      >
        <Form.Item
          name="scenario"
          label={t('admin.simulation.scenario')}
          rules={[{ required: true, message: t('admin.simulation.scenario.required') }]}
        >
          <Select
            loading={scenarios.loading}
            options={(scenarios.data ?? []).map((s) => ({ value: s.name, label: s.title }))}
          />
        </Form.Item>
        <Form.Item
          name="publicSeeds"
          label={t('admin.simulation.publicSeeds')}
          extra={t('admin.simulation.publicSeeds.hint')}
          rules={seedRules(true)}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item
          name="hiddenSeeds"
          label={t('admin.simulation.hiddenSeeds')}
          extra={t('admin.simulation.hiddenSeeds.hint')}
          rules={seedRules(false)}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item
          name="dailyLimit"
          label={t('admin.simulation.dailyLimit')}
          extra={t('admin.simulation.dailyLimit.hint')}
          rules={[{ required: true, message: t('admin.simulation.number.required') }]}
        >
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item
          name="concurrentLimit"
          label={t('admin.simulation.concurrentLimit')}
          rules={[{ required: true, message: t('admin.simulation.number.required') }]}
        >
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Form.Item name="counting" label={t('admin.simulation.counting')}>
          <Radio.Group options={options(t, SUBMISSION_COUNTING, 'simulation.counting.')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(fresh && !data ? 'admin.simulation.create' : 'admin.simulation.save')}
        </Button>
      </Form>
    </ProCard>
  );
}
