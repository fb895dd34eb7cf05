import { PageContainer, ProCard, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Col, Row } from 'antd';
import React from 'react';
import { afterInitialStateUpdate } from '@/utils/session';
import AvatarPreview from '@/features/accounts/shared/AvatarPreview';
import { useSaveUser } from '@/features/accounts/shared/userUpdate';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_MAX_LENGTH,
  useAccountRules,
} from '@/features/accounts/shared/validation';

interface ProfileValues {
  nickname: string;
  avatar?: string;
  profile?: string;
}

const CENTER = '/account/center';

/** Edits how the user appears to others; the rest of the account is in the settings. */
export default function EditProfile() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();
  const { currentUser, save } = useSaveUser();
  if (!currentUser) return null;

  const submit = async (values: ProfileValues) => {
    const saved = await save({
      nickname: values.nickname.trim(),
      avatar: values.avatar?.trim() || null,
      profile: values.profile?.trim() ?? '',
    });
    if (!saved) return;
    await afterInitialStateUpdate();
    history.push(CENTER);
  };

  return (
    <PageContainer onBack={() => history.push(CENTER)}>
      <ProCard>
        <ProForm<ProfileValues>
          layout="vertical"
          initialValues={{
            nickname: currentUser.nickname,
            avatar: currentUser.avatar ?? '',
            profile: currentUser.profile,
          }}
          onFinish={submit}
          submitter={{
            searchConfig: { submitText: t('account.save'), resetText: t('account.cancel') },
            onReset: () => history.push(CENTER),
          }}
        >
          <Row gutter={[32, 24]}>
            <Col xs={{ span: 24, order: 2 }} md={{ span: 16, order: 1 }} lg={12}>
              <ProFormText
                name="nickname"
                label={t('account.field.nickname')}
                fieldProps={{ maxLength: NICKNAME_MAX_LENGTH }}
                rules={[rules.required('account.rule.nickname.required'), rules.max(NICKNAME_MAX_LENGTH)]}
              />
              <ProFormText
                name="avatar"
                label={t('account.field.avatar')}
                placeholder={t('account.field.avatar.placeholder')}
                fieldProps={{ type: 'url' }}
                rules={rules.url}
              />
              <ProFormTextArea
                name="profile"
                label={t('account.field.profile')}
                placeholder={t('account.field.profile.placeholder')}
                fieldProps={{ maxLength: PROFILE_MAX_LENGTH, showCount: true, autoSize: { minRows: 4 } }}
                rules={[rules.required('account.rule.profile.required'), rules.max(PROFILE_MAX_LENGTH)]}
              />
            </Col>
            <Col xs={{ span: 24, order: 1 }} md={{ span: 8, order: 2 }}>
              <AvatarPreview fallback={currentUser.nickname || currentUser.username} />
            </Col>
          </Row>
        </ProForm>
      </ProCard>
    </PageContainer>
  );
}
