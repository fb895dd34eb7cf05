import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Col, Row, Space } from 'antd';
import React from 'react';
import Notices from '@/features/notices/Notices';
import ProfileCard from '@/features/accounts/center/ProfileCard';
import Shortcuts from '@/features/accounts/center/Shortcuts';

/** The account centre: who the user is, where to go next, and what is new for them. */
export default function AccountCenter() {
  const { initialState } = useModel('@@initialState');
  const currentUser = initialState?.currentUser;
  // The route needs a session (canUser), so a missing user only happens while signing out.
  if (!currentUser) return null;
  return (
    <PageContainer>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <ProfileCard user={currentUser} />
        </Col>
        <Col xs={24} lg={16}>
          <Space direction="vertical" size={24} style={{ width: '100%' }}>
            <Shortcuts />
            <Notices />
          </Space>
        </Col>
      </Row>
    </PageContainer>
  );
}
