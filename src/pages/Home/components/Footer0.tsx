import { Link, useIntl } from '@umijs/max';
import { Col, Row, Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph } = Typography;

/** Where the public areas are; their titles are the menu's own. */
const quickLinks = [
  { to: '/Welcome', id: 'menu.welcome' },
  { to: '/About', id: 'menu.about' },
  { to: '/Rule', id: 'menu.rule' },
  { to: '/Note', id: 'menu.note' },
  { to: '/News', id: 'menu.news' },
];

/** The home page's footer: who we are, how to reach us, where to go next. */
export default function Footer0({ data }: { data: HomeSource['Footer0'] }) {
  const intl = useIntl();
  return (
    <div className={styles.footer0}>
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <Paragraph className={styles.footerText}>{data.about}</Paragraph>
          <Paragraph className={styles.footerText}>
            <strong>{intl.formatMessage({ id: 'home.footer0.address' })}</strong> {data.address}
          </Paragraph>
        </Col>
        <Col xs={24} sm={14} md={8}>
          <Title level={4} className={styles.footerHeading}>
            {intl.formatMessage({ id: 'home.footer0.contact' })}
          </Title>
          <dl className={styles.footerContacts}>
            {data.contacts.map((contact) => (
              <div key={contact.href}>
                <dt>{contact.label}</dt>
                <dd>
                  <a href={contact.href}>{contact.value}</a>
                </dd>
              </div>
            ))}
          </dl>
        </Col>
        <Col xs={24} sm={10} md={6}>
          <Title level={4} className={styles.footerHeading}>
            {intl.formatMessage({ id: 'home.footer0.links' })}
          </Title>
          <ul className={styles.footerLinks}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{intl.formatMessage({ id: link.id })}</Link>
              </li>
            ))}
          </ul>
        </Col>
      </Row>
      <div className={styles.copyright}>{data.copyright}</div>
    </div>
  );
}
