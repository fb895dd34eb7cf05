import { ProFormDateTimeRangePicker, ProFormText, type ProColumns } from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import React from 'react';
import { COMPETITION_NAME_MAX_LENGTH } from '@common/limits';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { adminPhases } from '@/features/admin/services/admin';
import CompetitionField from './CompetitionField';
import { useCompetitionColumns } from './competitionOptions';
import { CONTENT_LOCALES, fromIso, text, toIso, useT, useRules } from '@/features/admin/options';
import ResourceTable from '@/features/admin/ResourceTable';

type Values = {
  competitionId: number;
  names: Partial<Record<API.Locale, string>>;
  range: [Dayjs | string, Dayjs | string];
};

/** The first filled name in the readers' fallback order is sent as `name`; the others as translations. */
function toNames(names: Values['names']): Pick<API.PhaseInput, 'name' | 'locale' | 'translations'> {
  const filled = CONTENT_LOCALES.filter((locale) => text(names?.[locale]));
  const main =
    (['en-US', 'zh-CN'] as const).find((locale) => filled.includes(locale)) ?? filled[0] ?? 'en-US';
  const translations: API.PhaseTranslations = {};
  for (const locale of filled) if (locale !== main) translations[locale] = text(names[locale]);
  return { name: text(names?.[main]), locale: main, translations };
}

/** The phases of every competition (enrolment, qualifiers, finals...). */
export default function PhasesTab() {
  const t = useT();
  const competitionColumns = useCompetitionColumns<API.AdminPhase>();
  const { required, length } = useRules();
  const columns: ProColumns<API.AdminPhase>[] = [
    ...competitionColumns,
    { title: t('admin.field.phaseName'), dataIndex: 'name', search: false, sorter: true },
    {
      title: t('admin.field.startsAt'),
      dataIndex: 'startsAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'ascend',
      render: (_, p) => minuteText(p.startsAt),
    },
    {
      title: t('admin.field.endsAt'),
      dataIndex: 'endsAt',
      search: false,
      sorter: true,
      render: (_, p) => minuteText(p.endsAt),
    },
  ];
  return (
    <ResourceTable<API.AdminPhase, API.PhaseInput, Values>
      resource={adminPhases}
      columns={columns}
      nameOf={(p) => `${p.competitionName} · ${p.name}`}
      blank={() => ({})}
      toValues={(p) => ({
        competitionId: p.competitionId,
        names: { ...p.translations, [p.locale]: p.name },
        range: [fromIso(p.startsAt)!, fromIso(p.endsAt)!],
      })}
      toInput={(v) => ({
        competitionId: Number(v.competitionId),
        ...toNames(v.names),
        startsAt: toIso(v.range[0]) ?? '',
        endsAt: toIso(v.range[1]) ?? '',
      })}
      fields={
        <>
          <CompetitionField />
          {CONTENT_LOCALES.map((locale) => (
            <ProFormText
              key={locale}
              name={['names', locale]}
              label={`${t('admin.field.phaseName')} · ${t(`admin.locale.${locale}`)}`}
              dependencies={CONTENT_LOCALES.map((other) => ['names', other])}
              rules={[
                length(1, COMPETITION_NAME_MAX_LENGTH),
                ({ getFieldValue }) => ({
                  // One name is enough; readers of other languages see it as a fallback.
                  validator: () =>
                    CONTENT_LOCALES.some((other) => text(getFieldValue(['names', other])))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('admin.phase.nameRequired'))),
                }),
              ]}
            />
          ))}
          <ProFormDateTimeRangePicker
            name="range"
            label={t('admin.field.period')}
            rules={required}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
        </>
      }
    />
  );
}
