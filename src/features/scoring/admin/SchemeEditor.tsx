import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
  message,
  theme,
} from 'antd';
import React, { useEffect, useState } from 'react';
import { SCORING_KEY_PATTERN, SCORING_LIMITS as L } from '@common/limits';
import { RUN_AGGREGATES, SHEET_ITEM_KINDS } from '@common/vocabulary';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { useLoader } from '@/features/teams/useLoader';
import { options, useRules, useT } from '@/features/admin/options';
import NamesFields from './NamesFields';
import {
  WEIGHT_TOTAL,
  blankComponent,
  blankCriterion,
  blankItem,
  leafPathsOf,
  serverFieldErrors,
  toInput,
  toValues,
  weightSum,
  type ComponentValues,
  type SchemeValues,
} from './schemeForm';
import { queryScheme, saveScheme } from './services';

type Path = (string | number)[];

function useKeyRules() {
  const t = useT();
  const { required } = useRules();
  return [...required, { pattern: new RegExp(SCORING_KEY_PATTERN), message: t('admin.scoring.rule.key') }];
}

/** A sheet item of a field component: points per count, bonus or penalty, the most counts. */
function SheetItems({ path, absolute }: { path: Path; absolute: Path }) {
  const t = useT();
  const { required } = useRules();
  const keyRules = useKeyRules();
  return (
    <Form.List name={[...path, 'items']}>
      {(items, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('admin.scoring.items')}</Typography.Text>
          {items.map((item, index) => {
            const label = t('admin.scoring.item', { number: index + 1 });
            return (
              <ProCard
                key={item.key}
                size="small"
                bordered
                title={label}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={items.length <= 1}
                    aria-label={t('admin.scoring.remove', { name: label })}
                    onClick={() => remove(item.name)}
                  />
                }
              >
                <Row gutter={[8, 0]}>
                  <Col xs={24} sm={12} lg={6}>
                    <Form.Item name={[item.name, 'key']} label={t('admin.scoring.key')} rules={keyRules}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={12} lg={6}>
                    <Form.Item
                      name={[item.name, 'points']}
                      label={t('admin.scoring.points')}
                      rules={required}
                    >
                      <InputNumber min={1} max={L.points} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={12} lg={6}>
                    <Form.Item
                      name={[item.name, 'maxCount']}
                      label={t('admin.scoring.maxCount')}
                      rules={required}
                    >
                      <InputNumber min={1} max={L.maxCount} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12} lg={6}>
                    <Form.Item name={[item.name, 'kind']} label={t('admin.scoring.itemKind')}>
                      <Radio.Group
                        optionType="button"
                        options={options(t, SHEET_ITEM_KINDS, 'admin.scoring.itemKind.')}
                      />
                    </Form.Item>
                  </Col>
                </Row>
                <NamesFields path={[item.name]} absolute={[...absolute, 'items', item.name]} label={label} />
              </ProCard>
            );
          })}
          {items.length < L.itemsPerSheet && (
            <Button icon={<PlusOutlined />} onClick={() => add(blankItem())}>
              {t('admin.scoring.item.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}

/** A judged component's rubric: criteria with their maximum marks. */
function Criteria({ path, absolute }: { path: Path; absolute: Path }) {
  const t = useT();
  const { required } = useRules();
  const keyRules = useKeyRules();
  return (
    <Form.List name={[...path, 'criteria']}>
      {(criteria, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t('admin.scoring.criteria')}</Typography.Text>
          {criteria.map((criterion, index) => {
            const label = t('admin.scoring.criterion', { number: index + 1 });
            return (
              <ProCard
                key={criterion.key}
                size="small"
                bordered
                title={label}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={criteria.length <= 1}
                    aria-label={t('admin.scoring.remove', { name: label })}
                    onClick={() => remove(criterion.name)}
                  />
                }
              >
                <Row gutter={[8, 0]}>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[criterion.name, 'key']} label={t('admin.scoring.key')} rules={keyRules}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item
                      name={[criterion.name, 'maxMark']}
                      label={t('admin.scoring.maxMark')}
                      rules={required}
                    >
                      <InputNumber min={1} max={L.points} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
                <NamesFields
                  path={[criterion.name]}
                  absolute={[...absolute, 'criteria', criterion.name]}
                  label={label}
                />
              </ProCard>
            );
          })}
          {criteria.length < L.criteriaPerRubric && (
            <Button icon={<PlusOutlined />} onClick={() => add(blankCriterion())}>
              {t('admin.scoring.criterion.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}

/** The running sum of the weights, which must be WEIGHT_TOTAL before the scheme can be saved. */
function WeightSum({ sum }: { sum: number }) {
  const t = useT();
  const { token } = theme.useToken();
  const right = sum === WEIGHT_TOTAL;
  return (
    <Typography.Text
      role="status"
      strong
      style={{ color: right ? token.colorSuccessText : token.colorErrorText }}
    >
      {t(right ? 'admin.scoring.weights.sum' : 'admin.scoring.weights.off', { sum, total: WEIGHT_TOTAL })}
    </Typography.Text>
  );
}

/** The ordered tie-breaks after the total; a seeded draw ends every list. */
function TieBreaks({ components }: { components: ComponentValues[] }) {
  const t = useT();
  // A validator, not `required`: antd would put aria-required on the select's outer div, which
  // has no role that allows it (axe: aria-allowed-attr).
  const chosen = [
    {
      validator: (_: unknown, value: unknown) =>
        value ? Promise.resolve() : Promise.reject(new Error(t('admin.rule.required'))),
    },
  ];
  const form = Form.useFormInstance<SchemeValues>();
  const rows = Form.useWatch('tieBreaks', form) ?? [];
  const keyed = components.filter((c) => c?.key);
  const keyOptions = (kind: API.TieBreak['kind'] | undefined) =>
    keyed
      .filter((c) => kind !== 'time' || (c.kind !== 'judged' && c.timed))
      .map((c) => ({ value: c.key!, label: c.names?.['en-US'] || c.names?.['zh-CN'] || c.key! }));
  return (
    <Form.List name="tieBreaks">
      {(breaks, { add, remove, move }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {breaks.map((row, index) => {
            const label = t('admin.scoring.tieBreak', { number: index + 1 });
            const kind = rows[row.name]?.kind;
            return (
              <Row key={row.key} gutter={[8, 0]} align="bottom">
                <Col xs={24} sm={9}>
                  <Form.Item
                    name={[row.name, 'kind']}
                    label={t('admin.scoring.tieBreak.kind', { label })}
                    rules={chosen}
                  >
                    <Select options={options(t, ['component', 'time'], 'admin.scoring.tieBreak.kind.')} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={9}>
                  <Form.Item
                    name={[row.name, 'key']}
                    label={t('admin.scoring.tieBreak.component', { label })}
                    rules={chosen}
                  >
                    <Select options={keyOptions(kind)} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={6}>
                  <Form.Item>
                    <Space size={0}>
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        aria-label={t('admin.scoring.moveUp', { name: label })}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        disabled={index === breaks.length - 1}
                        aria-label={t('admin.scoring.moveDown', { name: label })}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('admin.scoring.remove', { name: label })}
                        onClick={() => remove(row.name)}
                      />
                    </Space>
                  </Form.Item>
                </Col>
              </Row>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Typography.Text type="secondary">{t('admin.scoring.tieBreaks.draw')}</Typography.Text>
          {breaks.length < L.tieBreaks && (
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'component' })}>
              {t('admin.scoring.tieBreak.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}

/**
 * A competition's scoring scheme: its weighted components (field tasks on a sheet, judged ones on a
 * rubric) and ordered tie-breaks. Each save makes a new version; scores already committed keep the
 * version they were scored with. The weights must sum to WEIGHT_TOTAL (the server checks too, and
 * its sentences about fields show under them).
 */
export default function SchemeEditor({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { required } = useRules();
  const keyRules = useKeyRules();
  const [form] = Form.useForm<SchemeValues>();
  const { data, error, loading, setData } = useLoader(() => queryScheme(competitionId), [competitionId]);
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch('components', form);
  const components = watched ?? [];
  const sum = weightSum(components);

  // A sentence about the sum (the form's or the server's) goes once the sum changes: checked again.
  useEffect(() => {
    if (form.getFieldError(['components']).length)
      form.validateFields([['components']]).catch(() => undefined);
  }, [sum, form]);

  // Replaced, not merged: setFieldsValue merges lists item by item, which would keep a removed
  // item's names from what was on screen before.
  useEffect(() => {
    if (loading) return;
    form.resetFields();
    form.setFieldsValue(toValues(data));
  }, [data, loading, form]);

  if (loading && !data && !error) return <Skeleton active />;

  const save = async (values: SchemeValues) => {
    const input = toInput(values);
    setSaving(true);
    try {
      const { data: saved } = await saveScheme(competitionId, input, [
        'components',
        'tieBreaks',
        ...leafPathsOf(input),
      ]);
      if (saved) setData(saved);
      message.success(t('admin.scoring.saved', { version: saved?.version ?? '' }));
    } catch (failure) {
      // The server names fields by path; the form's names are the same paths, typed loosely.
      form.setFields(serverFieldErrors(failure) as Parameters<typeof form.setFields>[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SchemeValues> form={form} name="scheme" layout="vertical" onFinish={save} scrollToFirstError>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={
            data
              ? t('admin.scoring.version', { version: data.version, since: minuteText(data.createdAt) })
              : t('admin.scoring.version.none')
          }
          description={t('admin.scoring.version.hint')}
        />
        <Form.List
          name="components"
          rules={[
            {
              validator: async (_, list: ComponentValues[] | undefined) => {
                const total = weightSum(list);
                if (total !== WEIGHT_TOTAL)
                  throw new Error(t('admin.scoring.rule.weights', { sum: total, total: WEIGHT_TOTAL }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {fields.map((field, index) => {
                const component = components[field.name];
                const label = t('admin.scoring.component', { number: index + 1 });
                const absolute = ['components', field.name];
                return (
                  <ProCard
                    key={field.key}
                    bordered
                    title={component?.key ? `${label} · ${component.key}` : label}
                    extra={
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={fields.length <= 1}
                        aria-label={t('admin.scoring.remove', { name: label })}
                        onClick={() => remove(field.name)}
                      />
                    }
                  >
                    <Row gutter={[8, 0]}>
                      <Col xs={24} sm={12} lg={6}>
                        <Form.Item name={[field.name, 'key']} label={t('admin.scoring.key')} rules={keyRules}>
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col xs={24} sm={12} lg={6}>
                        <Form.Item
                          name={[field.name, 'weight']}
                          label={t('admin.scoring.weight')}
                          rules={required}
                        >
                          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} lg={12}>
                        <Form.Item name={[field.name, 'kind']} label={t('admin.scoring.kind')}>
                          <Radio.Group
                            optionType="button"
                            options={options(t, ['field', 'judged'], 'admin.scoring.kind.')}
                          />
                        </Form.Item>
                      </Col>
                    </Row>
                    <NamesFields path={[field.name]} absolute={absolute} label={label} />
                    {component?.kind === 'judged' ? (
                      <Criteria path={[field.name]} absolute={absolute} />
                    ) : (
                      <>
                        <Row gutter={[8, 0]}>
                          <Col xs={24} sm={8}>
                            <Form.Item
                              name={[field.name, 'aggregate']}
                              label={t('admin.scoring.aggregate')}
                              tooltip={t('admin.scoring.aggregate.hint')}
                            >
                              <Radio.Group
                                optionType="button"
                                options={options(t, RUN_AGGREGATES, 'admin.scoring.aggregate.')}
                              />
                            </Form.Item>
                          </Col>
                          <Col xs={12} sm={8}>
                            <Form.Item
                              name={[field.name, 'attempts']}
                              label={t('admin.scoring.attempts')}
                              rules={required}
                            >
                              <InputNumber min={1} max={L.attempts} precision={0} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                          <Col xs={12} sm={8}>
                            <Form.Item
                              name={[field.name, 'timed']}
                              label={t('admin.scoring.timed')}
                              tooltip={t('admin.scoring.timed.hint')}
                              valuePropName="checked"
                            >
                              <Switch />
                            </Form.Item>
                          </Col>
                        </Row>
                        <SheetItems path={[field.name]} absolute={absolute} />
                      </>
                    )}
                  </ProCard>
                );
              })}
              <Space wrap>
                {fields.length < L.components && (
                  <Button icon={<PlusOutlined />} onClick={() => add(blankComponent())}>
                    {t('admin.scoring.component.add')}
                  </Button>
                )}
                <WeightSum sum={sum} />
              </Space>
              <Form.ErrorList errors={errors} />
            </Space>
          )}
        </Form.List>
        <ProCard bordered title={t('admin.scoring.tieBreaks')}>
          <TieBreaks components={components} />
        </ProCard>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.scoring.save')}
        </Button>
      </Space>
    </Form>
  );
}
