import {
  PageContainer,
  ProCard,
  ProForm,
  ProFormDatePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Col, Result, Row, Spin, Typography, message } from 'antd';
import type * as API from '@common/contract';
import dayjs, { type Dayjs } from '@/utils/dayjs';
import React, { useCallback, useEffect, useState } from 'react';
import CountrySelect from '@/components/CountrySelect';
import { queryEvpi, saveEvpi } from '@/features/accounts/services/user';
import { DATE_TIME_FORMAT } from '@/features/accounts/shared/format';
import { NAME_MAX_LENGTH, useAccountRules } from '@/features/accounts/shared/validation';
import { isMinor, isSelectableBirthDate, toIsoDate } from '@/features/accounts/age';

const DOCUMENT_TYPES: API.Evpi['documentType'][] = ['passport', 'id_card', 'other'];
const DOCUMENT_NUMBER_MAX_LENGTH = 64;

type EvpiValues = Omit<API.Evpi, 'dateOfBirth' | 'guardianName' | 'guardianPhone' | 'updatedAt'> & {
  dateOfBirth: Dayjs | string;
  guardianName?: string | null;
  guardianPhone?: string | null;
};

const toForm = (evpi: API.Evpi | null): Partial<EvpiValues> =>
  evpi ? { ...evpi, dateOfBirth: dayjs(evpi.dateOfBirth) } : { documentType: 'passport' };

/** What the API takes: trimmed text, an ISO date, and a guardian only for a minor. */
const toEvpi = (values: EvpiValues): API.Evpi => {
  const minor = isMinor(values.dateOfBirth);
  return {
    legalName: values.legalName.trim(),
    dateOfBirth: toIsoDate(values.dateOfBirth),
    nationality: values.nationality,
    documentType: values.documentType,
    documentNumber: values.documentNumber.trim(),
    organisation: values.organisation.trim(),
    emergencyContactName: values.emergencyContactName.trim(),
    emergencyContactPhone: values.emergencyContactPhone.trim(),
    guardianName: minor ? values.guardianName?.trim() || null : null,
    guardianPhone: minor ? values.guardianPhone?.trim() || null : null,
  };
};

/** The participant's personal information for enrolment; only they and the administrators see it. */
export default function Evpi() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();
  // undefined while loading; null when nothing was saved yet.
  const [evpi, setEvpi] = useState<API.Evpi | null>();
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      const { data } = await queryEvpi();
      setEvpi(data ?? null);
    } catch {
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    load();
  }, [load]);

  const submit = async (values: EvpiValues) => {
    try {
      const { data } = await saveEvpi(toEvpi(values));
      setEvpi(data);
      message.success(t('account.evpi.saved'));
    } catch {
      // The request module has shown why the server refused.
    }
  };

  const text = (name: keyof EvpiValues, label: string, requiredId: string, max = NAME_MAX_LENGTH) => (
    <ProFormText
      name={name}
      label={label}
      fieldProps={{ maxLength: max }}
      rules={[rules.required(requiredId), rules.max(max)]}
    />
  );

  let body: React.ReactNode;
  if (loadFailed) {
    body = (
      <Result
        status="warning"
        title={t('account.evpi.loadFailed')}
        extra={<Button onClick={load}>{t('account.retry')}</Button>}
      />
    );
  } else if (evpi === undefined) {
    body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  } else {
    body = (
      <ProForm<EvpiValues>
        layout="vertical"
        initialValues={toForm(evpi)}
        onFinish={submit}
        submitter={{ searchConfig: { submitText: t('account.save') }, resetButtonProps: false }}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            {text('legalName', t('account.evpi.legalName'), 'account.rule.legalName.required')}
          </Col>
          <Col xs={24} md={12}>
            <ProFormDatePicker
              name="dateOfBirth"
              label={t('account.evpi.dateOfBirth')}
              width="100%"
              fieldProps={{
                disabledDate: (day: Dayjs) => !isSelectableBirthDate(day),
                style: { width: '100%' },
              }}
              rules={[{ required: true, message: t('account.rule.dateOfBirth.required') }]}
            />
          </Col>
          <Col xs={24} md={12}>
            <ProForm.Item
              name="nationality"
              label={t('account.evpi.nationality')}
              rules={[{ required: true, message: t('account.rule.nationality.required') }]}
            >
              <CountrySelect />
            </ProForm.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('organisation', t('account.evpi.organisation'), 'account.rule.organisation.required')}
          </Col>
          <Col xs={24} md={12}>
            <ProFormSelect
              name="documentType"
              label={t('account.evpi.documentType')}
              options={DOCUMENT_TYPES.map((value) => ({
                value,
                label: t(`account.evpi.documentType.${value}`),
              }))}
              rules={[{ required: true, message: t('account.rule.documentType.required') }]}
            />
          </Col>
          <Col xs={24} md={12}>
            {text(
              'documentNumber',
              t('account.evpi.documentNumber'),
              'account.rule.documentNumber.required',
              DOCUMENT_NUMBER_MAX_LENGTH,
            )}
          </Col>
          <Col xs={24} md={12}>
            {text(
              'emergencyContactName',
              t('account.evpi.emergencyName'),
              'account.rule.emergencyName.required',
            )}
          </Col>
          <Col xs={24} md={12}>
            <ProFormText
              name="emergencyContactPhone"
              label={t('account.evpi.emergencyPhone')}
              placeholder={t('account.login.mobile.placeholder')}
              fieldProps={{ type: 'tel' }}
              rules={rules.phone('account.rule.phone.required')}
            />
          </Col>
        </Row>
        <ProFormDependency name={['dateOfBirth']}>
          {({ dateOfBirth }) =>
            isMinor(dateOfBirth) ? (
              <div data-testid="guardian-fields">
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={t('account.evpi.minorNote')}
                />
                <Row gutter={24}>
                  <Col xs={24} md={12}>
                    {text(
                      'guardianName',
                      t('account.evpi.guardianName'),
                      'account.rule.guardianName.required',
                    )}
                  </Col>
                  <Col xs={24} md={12}>
                    <ProFormText
                      name="guardianPhone"
                      label={t('account.evpi.guardianPhone')}
                      placeholder={t('account.login.mobile.placeholder')}
                      fieldProps={{ type: 'tel' }}
                      rules={rules.phone('account.rule.guardianPhone.required')}
                    />
                  </Col>
                </Row>
              </div>
            ) : null
          }
        </ProFormDependency>
      </ProForm>
    );
  }

  return (
    <PageContainer content={t('account.evpi.intro')}>
      <ProCard>
        <Alert type="info" showIcon style={{ marginBottom: 24 }} message={t('account.evpi.privacy')} />
        {evpi?.updatedAt && (
          <Typography.Paragraph type="secondary">
            {intl.formatMessage(
              { id: 'account.evpi.updatedAt' },
              { date: intl.formatDate(evpi.updatedAt, DATE_TIME_FORMAT) },
            )}
          </Typography.Paragraph>
        )}
        {body}
      </ProCard>
    </PageContainer>
  );
}
