import {
  ProFormDependency,
  ProFormDigit,
  ProFormGroup,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import React from 'react';
import { CONTENT_KEY_PATTERN, CONTENT_LIMITS } from '@common/limits';
import { options, text, useT, type Format } from '@/features/admin/options';
import { ATTRIBUTE_TYPES, type AttributeType } from './form';

type NamePath = (string | number)[];

/** A key in the contract's pattern, used once in its list. */
function keyRules(t: Format, list: NamePath): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('admin.rule.required') },
    { pattern: new RegExp(CONTENT_KEY_PATTERN), message: t('admin.rule.key') },
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => {
        const rows = (getFieldValue(list) ?? []) as { key?: string }[];
        const same = rows.filter((row) => text(row?.key) && text(row?.key) === text(value));
        return same.length > 1 ? Promise.reject(new Error(t('admin.rule.key.duplicate'))) : Promise.resolve();
      },
    }),
  ];
}

/** The value input of a metadata row, by its type. */
function AttributeValue({ type, t }: { type: AttributeType | undefined; t: Format }) {
  const label = t('admin.content.attribute.value');
  switch (type) {
    case 'number':
      return (
        <ProFormDigit
          name="value"
          placeholder={label}
          width="sm"
          fieldProps={{ 'aria-label': label }}
          rules={[{ required: true, message: t('admin.rule.required') }]}
        />
      );
    case 'boolean':
      return (
        <ProFormSwitch
          name="value"
          fieldProps={{
            checkedChildren: t('admin.enabled.yes'),
            unCheckedChildren: t('admin.enabled.no'),
            // The switch renders a button, which takes a name like any other.
            ...({ 'aria-label': label } as Record<string, string>),
          }}
        />
      );
    case 'list':
      return (
        <ProFormText
          name="value"
          placeholder={t('admin.content.attribute.list.placeholder')}
          width="md"
          fieldProps={{ 'aria-label': label }}
        />
      );
    default:
      return (
        <ProFormText
          name="value"
          placeholder={label}
          width="md"
          fieldProps={{ 'aria-label': label, maxLength: CONTENT_LIMITS.attributeValue }}
        />
      );
  }
}

/** Untranslated metadata: key, type and a value of that type (text, number, yes/no, list). */
export function AttributesField() {
  const t = useT();
  const keyLabel = t('admin.content.attribute.key');
  const typeLabel = t('admin.content.attribute.type');
  return (
    <ProFormList
      name="attributes"
      label={t('admin.content.attributes')}
      tooltip={t('admin.content.attributes.hint')}
      max={CONTENT_LIMITS.attributeCount}
      copyIconProps={false}
      creatorRecord={{ type: 'text', value: '' }}
      creatorButtonProps={{ creatorButtonText: t('admin.content.attribute.add'), position: 'bottom' }}
    >
      <ProFormGroup>
        <ProFormText
          name="key"
          placeholder={keyLabel}
          width="sm"
          fieldProps={{ 'aria-label': keyLabel, maxLength: 32 }}
          rules={keyRules(t, ['attributes'])}
        />
        <ProFormSelect
          name="type"
          placeholder={typeLabel}
          width="xs"
          allowClear={false}
          fieldProps={{ 'aria-label': typeLabel }}
          options={options(t, ATTRIBUTE_TYPES, 'admin.content.attribute.type.')}
        />
        <ProFormDependency name={['type']}>
          {({ type }) => <AttributeValue type={type as AttributeType | undefined} t={t} />}
        </ProFormDependency>
      </ProFormGroup>
    </ProFormList>
  );
}

/** Named texts of one translation (`fields`): a key the page knows and the text in this language. */
export function TextFieldsList({ locale }: { locale: string }) {
  const t = useT();
  const keyLabel = t('admin.content.attribute.key');
  const valueLabel = t('admin.content.field.text');
  const list = ['texts', locale, 'fields'];
  return (
    <ProFormList
      name={list}
      label={t('admin.content.fields')}
      tooltip={t('admin.content.fields.hint')}
      max={CONTENT_LIMITS.fieldCount}
      copyIconProps={false}
      creatorRecord={{ key: '', value: '' }}
      creatorButtonProps={{ creatorButtonText: t('admin.content.field.add'), position: 'bottom' }}
    >
      <ProFormGroup>
        <ProFormText
          name="key"
          placeholder={keyLabel}
          width="sm"
          fieldProps={{ 'aria-label': keyLabel, maxLength: 32 }}
          rules={keyRules(t, list)}
        />
        <ProFormText
          name="value"
          placeholder={valueLabel}
          width="lg"
          fieldProps={{ 'aria-label': valueLabel, lang: locale, maxLength: CONTENT_LIMITS.fieldValue }}
        />
      </ProFormGroup>
    </ProFormList>
  );
}
