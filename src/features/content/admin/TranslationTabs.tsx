import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Badge, Col, Form, Row, Space, Tabs, Tooltip, type FormRule } from 'antd';
import React, { useEffect, useState } from 'react';
import { CONTENT_LIMITS as L } from '@common/limits';
import { LOCALES, type Locale } from '@common/locales';
import { text, useT, type Format } from '@/features/admin/options';
import { hasOtherTexts, hasTitle, type ContentValues } from './form';
import { TextFieldsList } from './KeyValueFields';
import MarkdownPreview from './MarkdownPreview';

const path = (locale: Locale, field: string) => ['texts', locale, field];

/** Lets the form open the tab of a locale (the one holding the first error). */
export type FocusLocale = React.MutableRefObject<((locale: Locale) => void) | undefined>;

/**
 * A title is needed in at least one language, and in every language that has other texts (they
 * would be dropped without it: a translation is saved only with its title).
 */
function titleRules(t: Format, locale: Locale): FormRule[] {
  return [
    { max: L.title, message: t('admin.rule.length', { min: 1, max: L.title }) },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => {
        if (text(value)) return Promise.resolve();
        const texts = (getFieldValue('texts') ?? {}) as ContentValues['texts'];
        if (hasOtherTexts(texts?.[locale])) return Promise.reject(new Error(t('admin.content.title.needed')));
        if (!LOCALES.some((other) => hasTitle(texts?.[other])))
          return Promise.reject(new Error(t('admin.content.title.oneRequired')));
        return Promise.resolve();
      },
    }),
  ];
}

/** Every visitor who sees the image also gets its words, in each language the item has. */
function imageAltRules(t: Format, locale: Locale): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) =>
        text(getFieldValue('imageUrl')) && text(getFieldValue(path(locale, 'title'))) && !text(value)
          ? Promise.reject(new Error(t('admin.content.imageAlt.required')))
          : Promise.resolve(),
    }),
  ];
}

/** One locale's texts; memoised, so typing in one tab does not re-render the other four. */
const LocaleTexts = React.memo(function LocaleTexts({ locale, active }: { locale: Locale; active: boolean }) {
  const t = useT();
  const form = Form.useFormInstance();
  const body = Form.useWatch(path(locale, 'body'), form) as string | undefined;
  const others = LOCALES.filter((other) => other !== locale).map((other) => path(other, 'title'));
  return (
    <>
      <ProFormText
        name={path(locale, 'title')}
        label={t('admin.field.title')}
        fieldProps={{ lang: locale, maxLength: L.title }}
        dependencies={[...others, path(locale, 'summary'), path(locale, 'body'), path(locale, 'imageAlt')]}
        rules={titleRules(t, locale)}
      />
      <ProFormTextArea
        name={path(locale, 'summary')}
        label={t('admin.field.summary')}
        fieldProps={{
          lang: locale,
          maxLength: L.summary,
          showCount: true,
          rows: 3,
        }}
      />
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <ProFormTextArea
            name={path(locale, 'body')}
            label={t('admin.content.body')}
            tooltip={t('admin.content.body.hint')}
            fieldProps={{
              lang: locale,
              maxLength: L.body,
              // Fixed rows beside the preview (the user can still drag it taller); sizing to the text
              // on every keystroke would measure five text areas at each change.
              rows: 16,
              style: { fontFamily: 'monospace' },
            }}
          />
        </Col>
        <Col xs={24} xl={12} style={{ marginBottom: 24 }}>
          <MarkdownPreview body={body} lang={locale} active={active} />
        </Col>
      </Row>
      <ProFormText
        name={path(locale, 'imageAlt')}
        label={t('admin.content.imageAlt')}
        tooltip={t('admin.content.imageAlt.hint')}
        fieldProps={{ lang: locale, maxLength: L.imageAlt }}
        dependencies={[['imageUrl'], path(locale, 'title')]}
        rules={imageAltRules(t, locale)}
      />
      <TextFieldsList locale={locale} />
    </>
  );
});

/** The tab's name, marked when the locale has no title (so no translation: visitors get the fallback). */
function LocaleLabel({ locale, missing }: { locale: Locale; missing: boolean }) {
  const t = useT();
  const name = t(`admin.locale.${locale}`);
  if (!missing) return <>{name}</>;
  const hint = t('admin.content.missing.hint');
  return (
    <Space size={6}>
      {name}
      <Tooltip title={hint}>
        <span role="img" aria-label={hint}>
          <Badge status="warning" />
        </span>
      </Tooltip>
    </Space>
  );
}

/** One tab per locale with its texts; every tab stays mounted so the ones not opened are sent too. */
export default function TranslationTabs({ focusRef }: { focusRef: FocusLocale }) {
  const form = Form.useFormInstance();
  const texts = Form.useWatch('texts', form) as ContentValues['texts'];
  const [active, setActive] = useState<Locale>(LOCALES[0]);
  useEffect(() => {
    focusRef.current = setActive;
    return () => {
      focusRef.current = undefined;
    };
  }, [focusRef]);
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setActive(key as Locale)}
      items={LOCALES.map((locale) => ({
        key: locale,
        forceRender: true,
        label: <LocaleLabel locale={locale} missing={!hasTitle(texts?.[locale])} />,
        children: <LocaleTexts locale={locale} active={active === locale} />,
      }))}
    />
  );
}
