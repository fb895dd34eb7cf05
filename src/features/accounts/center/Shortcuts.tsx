import { IdcardOutlined, KeyOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Typography } from 'antd';
import React from 'react';
import styles from './index.less';

const SHORTCUTS = [
  { path: '/account/Team', title: 'menu.account.team', text: 'account.center.teams', icon: <TeamOutlined /> },
  {
    path: '/account/Evpi',
    title: 'menu.account.evpi',
    text: 'account.center.evpi',
    icon: <IdcardOutlined />,
  },
  {
    path: '/account/settings',
    title: 'menu.account.settings',
    text: 'account.center.settings',
    icon: <SettingOutlined />,
  },
  {
    path: '/account/reviserPwd',
    title: 'menu.account.reviserpwd',
    text: 'account.center.password',
    icon: <KeyOutlined />,
  },
];

/** Cards leading to the other parts of the account area. */
export default function Shortcuts() {
  const intl = useIntl();
  return (
    <Row gutter={[16, 16]}>
      {SHORTCUTS.map(({ path, title, text, icon }) => (
        <Col key={path} xs={24} sm={12}>
          <Link to={path}>
            <Card hoverable className={styles.shortcut}>
              <Card.Meta
                avatar={<span className={styles.shortcutIcon}>{icon}</span>}
                title={intl.formatMessage({ id: title })}
                description={
                  <Typography.Text type="secondary">{intl.formatMessage({ id: text })}</Typography.Text>
                }
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
