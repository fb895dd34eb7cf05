import { Link, useIntl } from '@umijs/max';
import { Col, Row } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ShownIn from '@/components/ShownIn';
import styles from './fragments.less';
import { keysOf, textOf } from './homeContent';
import ContentLink from '@/features/content/ContentLink';

/** Where the public areas are; their titles are the menu's own. */
const quickLinks = [
  { to: '/Welcome', id: 'menu.welcome' },
  { to: '/About', id: 'menu.about' },
  { to: '/Rule', id: 'menu.rule' },
  { to: '/Note', id: 'menu.note' },
  { to: '/News', id: 'menu.news' },
];

/**
 * The home page's footer: who we are (summary, `fields.address`), how to reach us
 * (`attributes.contacts`: each contact's address `attributes.<contact>`, link `…Href`, label
 * `fields.<contact>`), where to go next, and `fields.copyright`.
 */
export default function Footer0({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const contacts = keysOf(item.attributes, 'contacts').flatMap((key) => {
    const value = textOf(item.attributes, key);
    return value
      ? [{ key, value, href: textOf(item.attributes, `${key}Href`), label: item.fields[key] }]
      : [];
  });
  return (
    <div className={styles.footer0}>
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          {/* The section's title names it for admins; the footer opens with its text. */}
          {item.summary && (
            <Paragraph className={styles.footerText}>
              <span lang={item.locale}>{item.summary}</span> <ShownIn locale={item.locale} />
            </Paragraph>
          )}
          {item.fields.address && (
            <Paragraph className={styles.footerText}>
              <strong>{intl.formatMessage({ id: 'home.footer0.address' })}</strong>{' '}
              <span lang={item.locale}>{item.fields.address}</span>
            </Paragraph>
          )}
        </Col>
        <Col xs={24} sm={14} md={8}>
          {contacts.length > 0 && (
            <>
              <Title level={2} className={styles.footerHeading}>
                {intl.formatMessage({ id: 'home.footer0.contact' })}
              </Title>
              <dl className={styles.footerContacts}>
                {contacts.map((contact) => (
                  <div key={contact.key}>
                    <dt lang={item.locale}>{contact.label ?? contact.key}</dt>
                    <dd>
                      {contact.href ? (
                        <ContentLink href={contact.href}>{contact.value}</ContentLink>
                      ) : (
                        contact.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Col>
        <Col xs={24} sm={10} md={6}>
          <Title level={2} className={styles.footerHeading}>
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
      {item.fields.copyright && (
        <div className={styles.copyright} lang={item.locale}>
          {item.fields.copyright}
        </div>
      )}
    </div>
  );
}
