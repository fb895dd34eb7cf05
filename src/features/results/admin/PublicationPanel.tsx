import { ProCard } from '@ant-design/pro-components';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Form,
  InputNumber,
  Modal,
  Radio,
  Skeleton,
  Space,
  Steps,
  Typography,
  message,
} from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useEffect, useState } from 'react';
import { ADVANCEMENT_KINDS, PUBLICATION_STATES } from '@common/vocabulary';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { useLoader } from '@/features/teams/useLoader';
import { fromIso, options, toIso, useT } from '@/features/admin/options';
import { queryPublication, savePublication } from './services';

type Values = {
  state: API.PublicationState;
  freezeAt?: Dayjs | null;
  advancementKind: 'none' | API.Advancement['kind'];
  count?: number;
  total?: number;
};

const toValues = (p: API.PublicationView): Values => ({
  state: p.state,
  freezeAt: fromIso(p.freezeAt) ?? null,
  advancementKind: p.advancement?.kind ?? 'none',
  count: p.advancement?.kind === 'top' ? p.advancement.count : undefined,
  total: p.advancement?.kind === 'threshold' ? p.advancement.total : undefined,
});

function toInput(v: Values): API.PublicationInput {
  let advancement: API.Advancement | null = null;
  if (v.advancementKind === 'top') advancement = { kind: 'top', count: Number(v.count) };
  if (v.advancementKind === 'threshold') advancement = { kind: 'threshold', total: Number(v.total) };
  return { state: v.state, freezeAt: toIso(v.freezeAt), advancement };
}

/**
 * A phase's publication: draft → provisional → published → final, each step saying who sees what;
 * the freeze of the public board, the advancement rule, and the draw's seed (read-only). Going final
 * locks the phase and sends its qualifiers on, so it asks first.
 */
export default function PublicationPanel({ phaseId, onSaved }: { phaseId: number; onSaved: () => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const { data, loading, setData } = useLoader(() => queryPublication(phaseId), [phaseId]);
  const [confirming, setConfirming] = useState<Values>();
  const [saving, setSaving] = useState(false);
  const advancementKind = Form.useWatch('advancementKind', form);

  useEffect(() => {
    if (data) form.setFieldsValue(toValues(data));
  }, [data, form]);

  if (!data) return loading ? <Skeleton active /> : null;
  const locked = data.state === 'final';

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const { data: saved } = await savePublication(phaseId, toInput(values));
      if (saved) setData(saved);
      message.success(t('admin.results.saved', { state: t(`admin.results.state.${values.state}`) }));
      onSaved();
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };

  const finish = (values: Values) => {
    if (values.state === 'final') setConfirming(values);
    else void save(values);
  };

  return (
    <ProCard bordered title={t('admin.results.publication')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Steps
          direction="vertical"
          size="small"
          current={PUBLICATION_STATES.indexOf(data.state)}
          items={PUBLICATION_STATES.map((s) => ({
            title: t(`admin.results.state.${s}`),
            description: t(`admin.results.state.${s}.means`),
          }))}
        />
        {locked && <Alert type="info" showIcon message={t('admin.results.locked')} />}
        <Form<Values> form={form} name="publication" layout="vertical" disabled={locked} onFinish={finish}>
          <Form.Item name="state" label={t('admin.results.state')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={options(t, PUBLICATION_STATES, 'admin.results.state.')}
            />
          </Form.Item>
          <Form.Item
            name="freezeAt"
            label={t('admin.results.freezeAt')}
            tooltip={t('admin.results.freezeAt.hint')}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear />
          </Form.Item>
          <Form.Item name="advancementKind" label={t('admin.results.advancement')}>
            <Radio.Group
              optionType="button"
              options={options(t, ['none', ...ADVANCEMENT_KINDS], 'admin.results.advancement.')}
            />
          </Form.Item>
          {advancementKind === 'top' && (
            <Form.Item
              name="count"
              label={t('admin.results.advancement.count')}
              rules={[{ required: true, message: t('admin.rule.required') }]}
            >
              <InputNumber min={1} max={10_000} precision={0} />
            </Form.Item>
          )}
          {advancementKind === 'threshold' && (
            <Form.Item
              name="total"
              label={t('admin.results.advancement.total')}
              rules={[{ required: true, message: t('admin.rule.required') }]}
            >
              <InputNumber min={0} max={100} step={0.001} />
            </Form.Item>
          )}
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'seed',
                label: t('admin.results.drawSeed'),
                children: (
                  <Typography.Text code copyable>
                    {data.drawSeed}
                  </Typography.Text>
                ),
              },
              { key: 'updated', label: t('admin.results.updatedAt'), children: minuteText(data.updatedAt) },
            ]}
          />
          <Typography.Paragraph type="secondary">{t('admin.results.drawSeed.hint')}</Typography.Paragraph>
          {!locked && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('admin.results.save')}
            </Button>
          )}
        </Form>
      </Space>
      <Modal
        open={confirming !== undefined}
        title={t('admin.results.final.title')}
        okText={t('admin.results.final.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('admin.action.cancel')}
        confirmLoading={saving}
        maskClosable={false}
        onCancel={() => setConfirming(undefined)}
        onOk={async () => {
          if (confirming && (await save(confirming))) setConfirming(undefined);
        }}
      >
        {t('admin.results.final.body')}
      </Modal>
    </ProCard>
  );
}
