import { ProForm, ProFormDependency, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Col, Form, Row } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import CountrySelect from '@/components/CountrySelect';
import AvatarPreview from '../shared/AvatarPreview';
import { useSaveUser } from '../shared/userUpdate';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  PROFILE_MAX_LENGTH,
  useAccountRules,
} from '../shared/validation';

interface BasicValues {
  email: string;
  nickname: string;
  profile: string;
  country: string;
  province: string;
  city: string;
  address: string;
  phone: string;
  avatar?: string;
  /** Asked only when the email changes. */
  password?: string;
}

/** Fields the server's refusals are shown under (the password, and a taken email or phone). */
const FORM_FIELDS = ['password', 'email', 'phone'];

/** Whether the typed email is another address than the account's (the server compares in lower case). */
const emailChanges = (typed: string | undefined, user: API.CurrentUser) =>
  (typed ?? '').trim().toLowerCase() !== user.email.toLowerCase();

const trimmed = (values: BasicValues, user: API.CurrentUser) => ({
  email: values.email.trim(),
  ...(emailChanges(values.email, user) && values.password ? { password: values.password } : {}),
  nickname: values.nickname.trim(),
  profile: values.profile.trim(),
  country: values.country,
  province: values.province.trim(),
  city: values.city.trim(),
  address: values.address.trim(),
  phone: values.phone.trim(),
  avatar: values.avatar?.trim() || null,
});

/**
 * Basic settings: every field but the avatar is required (spec section 5). A new email asks for
 * the current password too: a session alone must not move the account's mail elsewhere.
 */
export default function BasicView({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();
  const { save } = useSaveUser();
  const [form] = Form.useForm<BasicValues>();

  return (
    <ProForm<BasicValues>
      form={form}
      layout="vertical"
      initialValues={{
        email: user.email,
        nickname: user.nickname,
        profile: user.profile,
        country: user.country || undefined,
        province: user.province,
        city: user.city,
        address: user.address,
        phone: user.phone ?? '',
        avatar: user.avatar ?? '',
      }}
      onFinish={async (values) => {
        const saved = await save(trimmed(values, user), undefined, { form, fields: FORM_FIELDS });
        // The password was for this change only.
        if (saved) form.setFieldValue('password', undefined);
      }}
      submitter={{
        searchConfig: { submitText: t('account.settings.basic.submit') },
        resetButtonProps: false,
      }}
    >
      <Row gutter={48}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <ProFormText
            name="email"
            label={t('account.field.email')}
            fieldProps={{ type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH }}
            rules={rules.email}
          />
          <ProFormDependency name={['email']}>
            {({ email }) =>
              emailChanges(email as string | undefined, user) && (
                <ProFormText.Password
                  name="password"
                  label={t('account.password.old')}
                  extra={t('account.email.passwordHint')}
                  fieldProps={{ autoComplete: 'current-password' }}
                  rules={[{ required: true, message: t('account.rule.oldPassword.required') }]}
                />
              )
            }
          </ProFormDependency>
          <ProFormText
            name="nickname"
            label={t('account.field.nickname')}
            fieldProps={{ maxLength: NICKNAME_MAX_LENGTH }}
            rules={[rules.required('account.rule.nickname.required'), rules.max(NICKNAME_MAX_LENGTH)]}
          />
          <ProFormTextArea
            name="profile"
            label={t('account.field.profile')}
            placeholder={t('account.field.profile.placeholder')}
            fieldProps={{ maxLength: PROFILE_MAX_LENGTH, showCount: true, autoSize: { minRows: 3 } }}
            rules={[rules.required('account.rule.profile.required'), rules.max(PROFILE_MAX_LENGTH)]}
          />
          <ProForm.Item
            name="country"
            label={t('account.field.country')}
            rules={[{ required: true, message: t('account.rule.country.required') }]}
          >
            <CountrySelect style={{ maxWidth: 320 }} />
          </ProForm.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <ProFormText
                name="province"
                label={t('account.field.province')}
                fieldProps={{ maxLength: PLACE_MAX_LENGTH }}
                rules={[rules.required('account.rule.province.required'), rules.max(PLACE_MAX_LENGTH)]}
              />
            </Col>
            <Col xs={24} sm={12}>
              <ProFormText
                name="city"
                label={t('account.field.city')}
                fieldProps={{ maxLength: PLACE_MAX_LENGTH }}
                rules={[rules.required('account.rule.city.required'), rules.max(PLACE_MAX_LENGTH)]}
              />
            </Col>
          </Row>
          <ProFormText
            name="address"
            label={t('account.field.address')}
            fieldProps={{ autoComplete: 'street-address', maxLength: ADDRESS_MAX_LENGTH }}
            rules={[rules.required('account.rule.address.required'), rules.max(ADDRESS_MAX_LENGTH)]}
          />
          <ProFormText
            name="phone"
            label={t('account.field.phone')}
            placeholder={t('account.login.mobile.placeholder')}
            fieldProps={{ type: 'tel', autoComplete: 'tel' }}
            rules={rules.phone('account.rule.phone.required')}
          />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <AvatarPreview fallback={user.nickname || user.username} />
          <ProFormText
            name="avatar"
            label={t('account.field.avatar')}
            placeholder={t('account.field.avatar.placeholder')}
            fieldProps={{ type: 'url' }}
            rules={rules.url}
          />
        </Col>
      </Row>
    </ProForm>
  );
}
