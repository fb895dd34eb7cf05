import {
  ProFormDatePicker,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormGroup,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import { Progress, Space, Steps, Tabs, Tag, type FormInstance, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import React from 'react';
import {
  COMPETITION_NAME_MAX_LENGTH,
  COMPETITION_SUMMARY_MAX_LENGTH,
  MAX_CAPACITY,
  MAX_TEAM_SIZE,
} from '@common/limits';
import type * as API from '@common/contract';
import { ageLimitText } from '@/features/teams/CompetitionFacts';
import { rangeText } from '@/features/teams/format';
import { TrackTag, WindowStateTag } from '@/features/teams/Tags';
import { adminCompetitions } from '@/features/admin/services/admin';
import {
  CONTENT_LOCALES,
  fromIso,
  options,
  text,
  toDay,
  toIso,
  TRACKS,
  useRules,
  useT,
  valueEnum,
  type Format,
} from '@/features/admin/options';
import ResourceTable from '@/features/admin/ResourceTable';

type Text = { name?: string; summary?: string };

type Values = {
  /** The main language: `name` and `summary` are sent in it, the others as translations. */
  locale: API.Locale;
  texts: Partial<Record<API.Locale, Text>>;
  track: API.Track;
  window: [Dayjs | string, Dayjs | string];
  minTeamSize: number;
  maxTeamSize: number;
  capacity: number;
  requiresApproval: boolean;
  minAge?: number | null;
  maxAge?: number | null;
  agesOn?: Dayjs | string | null;
};

const AGE = { min: 0, max: 150 };
const age = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

/** The form's texts: the main language's from the view's name and summary, the rest its translations. */
function toValues(c: API.AdminCompetitionView): Partial<Values> {
  return {
    locale: c.locale,
    texts: { ...c.translations, [c.locale]: { name: c.name, summary: c.summary } },
    track: c.track,
    window: [fromIso(c.enrolmentOpensAt)!, fromIso(c.enrolmentClosesAt)!],
    minTeamSize: c.minTeamSize,
    maxTeamSize: c.maxTeamSize,
    capacity: c.capacity,
    requiresApproval: c.requiresApproval,
    minAge: c.minAge,
    maxAge: c.maxAge,
    agesOn: c.agesOn,
  };
}

function toInput(v: Values): API.CompetitionInput {
  const main = v.texts?.[v.locale] ?? {};
  const translations: API.CompetitionTranslations = {};
  for (const locale of CONTENT_LOCALES) {
    const entry = v.texts?.[locale];
    // A language without a name is not translated (its summary alone would be refused).
    if (locale !== v.locale && entry && text(entry.name)) {
      translations[locale] = { name: text(entry.name), summary: text(entry.summary) };
    }
  }
  const minAge = age(v.minAge);
  const maxAge = age(v.maxAge);
  return {
    name: text(main.name),
    summary: text(main.summary),
    locale: v.locale,
    translations,
    track: v.track,
    enrolmentOpensAt: toIso(v.window[0]) ?? '',
    enrolmentClosesAt: toIso(v.window[1]) ?? '',
    minTeamSize: Number(v.minTeamSize),
    maxTeamSize: Number(v.maxTeamSize),
    capacity: Number(v.capacity),
    requiresApproval: Boolean(v.requiresApproval),
    minAge,
    maxAge,
    agesOn: minAge === null && maxAge === null ? null : toDay(v.agesOn) || null,
  };
}

/** Name and summary in each of the five languages; the main one must have a name. */
function TranslationFields({ t, main }: { t: Format; main: API.Locale }) {
  const { required } = useRules();
  const rules = (locale: API.Locale): FormRule[] => [
    ...(locale === main ? required : []),
    { whitespace: true, message: t('admin.rule.required') },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        text(value) || !text(getFieldValue(['texts', locale, 'summary']))
          ? Promise.resolve()
          : Promise.reject(new Error(t('admin.competition.translation.nameNeeded'))),
    }),
  ];
  return (
    <Tabs
      size="small"
      items={CONTENT_LOCALES.map((locale) => ({
        key: locale,
        // Every language's fields stay mounted, so the ones not opened are still sent.
        forceRender: true,
        label:
          locale === main ? (
            <Space size={4}>
              {t(`admin.locale.${locale}`)}
              <Tag color="blue">{t('admin.competition.locale.main')}</Tag>
            </Space>
          ) : (
            t(`admin.locale.${locale}`)
          ),
        children: (
          <>
            <ProFormText
              name={['texts', locale, 'name']}
              label={t('admin.field.name')}
              fieldProps={{ maxLength: COMPETITION_NAME_MAX_LENGTH }}
              dependencies={[['texts', locale, 'summary']]}
              rules={rules(locale)}
            />
            <ProFormTextArea
              name={['texts', locale, 'summary']}
              label={t('admin.field.summary')}
              fieldProps={{
                maxLength: COMPETITION_SUMMARY_MAX_LENGTH,
                showCount: true,
                autoSize: { minRows: 3, maxRows: 10 },
              }}
            />
          </>
        ),
      }))}
    />
  );
}

/**
 * Competitions ("activities"): texts in every language, enrolment window, review, team size, ages
 * and places; phases show when a row opens.
 */
export default function CompetitionsTab() {
  const t = useT();
  const { required } = useRules();
  const columns: ProColumns<API.AdminCompetitionView>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.name'), dataIndex: 'name', search: false, width: 240, sorter: true },
    {
      title: t('enrol.field.track'),
      dataIndex: 'track',
      valueType: 'select',
      valueEnum: valueEnum(t, TRACKS, 'enrol.track.'),
      render: (_, c) => <TrackTag track={c.track} />,
    },
    {
      title: t('enrol.field.window'),
      dataIndex: 'enrolmentOpensAt',
      search: false,
      sorter: true,
      render: (_, c) => rangeText(c.enrolmentOpensAt, c.enrolmentClosesAt),
    },
    {
      title: t('enrol.field.windowState'),
      dataIndex: 'windowState',
      search: false,
      render: (_, c) => <WindowStateTag state={c.windowState} />,
    },
    {
      title: t('enrol.field.approval'),
      dataIndex: 'requiresApproval',
      search: false,
      responsive: ['lg'],
      render: (_, c) =>
        t(c.requiresApproval ? 'admin.competition.review.yes' : 'admin.competition.review.no'),
    },
    {
      title: t('enrol.field.teamSize'),
      key: 'size',
      search: false,
      render: (_, c) => t('enrol.teamSize.range', { min: c.minTeamSize, max: c.maxTeamSize }),
    },
    {
      title: t('enrol.field.ages'),
      key: 'ages',
      search: false,
      responsive: ['xl'],
      render: (_, c) => ageLimitText(t, c),
    },
    {
      title: t('enrol.field.capacity'),
      dataIndex: 'capacity',
      search: false,
      sorter: true,
      width: 200,
      render: (_, c) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <Progress
            aria-label={t('enrol.field.capacity')}
            percent={Math.min(100, Math.round((c.enrolledTeams / c.capacity) * 100))}
            format={() => `${c.enrolledTeams}/${c.capacity}`}
            size="small"
          />
          {c.waitlistedTeams > 0 && t('enrol.capacity.waitlisted', { count: c.waitlistedTeams })}
        </Space>
      ),
    },
  ];
  return (
    <ResourceTable<API.AdminCompetitionView, API.CompetitionInput, Values>
      resource={adminCompetitions}
      columns={columns}
      nameOf={(c) => c.name}
      formWidth={760}
      expandable={{
        rowExpandable: (c) => c.phases.length > 0,
        expandedRowRender: (c) => (
          <Steps
            size="small"
            progressDot
            items={c.phases.map((p) => ({ title: p.name, description: rangeText(p.startsAt, p.endsAt) }))}
          />
        ),
      }}
      blank={() => ({
        locale: 'en-US',
        texts: {},
        track: 'simulation',
        minTeamSize: 3,
        maxTeamSize: 6,
        capacity: 40,
        requiresApproval: true,
      })}
      toValues={toValues}
      toInput={toInput}
      fields={
        <>
          <ProFormSelect
            name="locale"
            label={t('admin.competition.locale')}
            tooltip={t('admin.competition.locale.hint')}
            options={options(t, CONTENT_LOCALES, 'admin.locale.')}
            rules={required}
            width="sm"
          />
          <ProFormDependency name={['locale']}>
            {({ locale }) => <TranslationFields t={t} main={locale ?? 'en-US'} />}
          </ProFormDependency>
          <ProFormSelect
            name="track"
            label={t('enrol.field.track')}
            options={options(t, TRACKS, 'enrol.track.')}
            rules={required}
            width="md"
          />
          <ProFormDateTimeRangePicker
            name="window"
            label={t('enrol.field.window')}
            rules={required}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
          <ProFormSwitch
            name="requiresApproval"
            label={t('admin.competition.requiresApproval')}
            extra={t('admin.competition.requiresApproval.hint')}
          />
          <ProFormGroup>
            <ProFormDigit
              name="minTeamSize"
              label={t('admin.field.minTeamSize')}
              min={1}
              max={MAX_TEAM_SIZE}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
            <ProFormDigit
              name="maxTeamSize"
              label={t('admin.field.maxTeamSize')}
              min={1}
              max={MAX_TEAM_SIZE}
              fieldProps={{ precision: 0 }}
              width="xs"
              dependencies={['minTeamSize']}
              rules={[
                ...required,
                ({ getFieldValue }: FormInstance) => ({
                  validator: (_: unknown, value: number) =>
                    value >= getFieldValue('minTeamSize')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('admin.rule.maxTeamSize'))),
                }),
              ]}
            />
            <ProFormDigit
              name="capacity"
              label={t('enrol.field.capacity')}
              min={1}
              max={MAX_CAPACITY}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
          </ProFormGroup>
          <ProFormGroup title={t('enrol.field.ages')} tooltip={t('admin.competition.ages.hint')}>
            <ProFormDigit
              name="minAge"
              label={t('admin.competition.minAge')}
              min={AGE.min}
              max={AGE.max}
              fieldProps={{ precision: 0 }}
              width="xs"
            />
            <ProFormDigit
              name="maxAge"
              label={t('admin.competition.maxAge')}
              min={AGE.min}
              max={AGE.max}
              fieldProps={{ precision: 0 }}
              width="xs"
              dependencies={['minAge']}
              rules={[
                ({ getFieldValue }: FormInstance) => ({
                  validator: (_: unknown, value: number | null | undefined) => {
                    const min = age(getFieldValue('minAge'));
                    return age(value) === null || min === null || Number(value) >= min
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('admin.rule.maxAge')));
                  },
                }),
              ]}
            />
            <ProFormDatePicker
              name="agesOn"
              label={t('admin.competition.agesOn')}
              tooltip={t('admin.competition.agesOn.hint')}
              width="sm"
              dependencies={['minAge', 'maxAge']}
              rules={[
                ({ getFieldValue }: FormInstance) => ({
                  validator: (_: unknown, value: unknown) =>
                    value || (age(getFieldValue('minAge')) === null && age(getFieldValue('maxAge')) === null)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('admin.competition.agesOn.required'))),
                }),
              ]}
            />
          </ProFormGroup>
        </>
      }
    />
  );
}
