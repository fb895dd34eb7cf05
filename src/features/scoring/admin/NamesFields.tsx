import { Col, Form, Input, Row } from 'antd';
import React from 'react';
import { SCORING_LIMITS } from '@common/limits';
import { CONTENT_LOCALES, useT } from '@/features/admin/options';

type Path = (string | number)[];

/**
 * A name in each locale for a component, a sheet item or a criterion. English or Simplified Chinese
 * is needed (the readers' fallback always finds one of them); the others are optional. `path` is the
 * name inside the enclosing Form.List, `absolute` the same from the form's root (what rules read).
 */
export default function NamesFields({
  path,
  absolute,
  label,
}: {
  path: Path;
  absolute: Path;
  label: string;
}) {
  const t = useT();
  return (
    <Row gutter={[8, 0]}>
      {CONTENT_LOCALES.map((locale) => (
        <Col key={locale} xs={24} sm={12} lg={8}>
          <Form.Item
            name={[...path, 'names', locale]}
            label={t('admin.scoring.nameIn', { label, locale: t(`admin.locale.${locale}`) })}
            dependencies={locale === 'en-US' ? [[...absolute, 'names', 'zh-CN']] : undefined}
            rules={[
              {
                max: SCORING_LIMITS.nameLength,
                message: t('admin.rule.length', { min: 0, max: SCORING_LIMITS.nameLength }),
              },
              ...(locale === 'en-US'
                ? [
                    ({ getFieldValue }: { getFieldValue: (name: Path) => unknown }) => ({
                      validator: (_: unknown, value: unknown) =>
                        String(value ?? '').trim() ||
                        String(getFieldValue([...absolute, 'names', 'zh-CN']) ?? '').trim()
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('admin.scoring.rule.name'))),
                    }),
                  ]
                : []),
            ]}
          >
            <Input lang={locale} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
