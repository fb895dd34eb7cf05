import { useIntl } from '@umijs/max';
import type * as API from '@common/contract';
import { Text, Title } from '@/components/Typography';
import React from 'react';
import { countryName } from '@/components/CountrySelect/countries';
import FragmentHeading from './FragmentHeading';
import styles from './fragments.less';
import { keysOf, textOf } from './homeContent';

/** The partner groups the page names in every language; another group shows under its key. */
const KNOWN_GROUPS = ['organisers', 'hosts', 'coorganisers', 'supporters'];
/** The code of a body that belongs to no one country. */
const INTERNATIONAL = 'INT';

/** A country code in the reader's language (`CN` → 中国, China, Tiongkok). */
function useCountryName() {
  const intl = useIntl();
  return (code: string) =>
    code === INTERNATIONAL
      ? intl.formatMessage({ id: 'home.content12.international' })
      : countryName(code, intl.locale);
}

/**
 * Organisers and partners as text badges: a monogram, the full name and the country. Groups are
 * `attributes.groups`; a group's partners `attributes.<group>`; a partner's country
 * `attributes.<partner>`, its names `fields.<partner>` and `fields.<partner>Short`.
 */
export default function Content12({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const regionName = useCountryName();
  const groups = keysOf(item.attributes, 'groups')
    .map((group) => ({ group, partners: keysOf(item.attributes, group).filter((key) => item.fields[key]) }))
    .filter(({ partners }) => partners.length > 0);
  return (
    <div className={styles.block}>
      <FragmentHeading item={item} />
      {groups.map(({ group, partners }) => (
        <div key={group} className={styles.partnerGroup}>
          <Title level={3} className={styles.groupTitle}>
            {KNOWN_GROUPS.includes(group)
              ? intl.formatMessage({ id: `home.content12.role.${group}` })
              : group}
          </Title>
          <ul className={styles.partners}>
            {partners.map((key) => {
              const name = item.fields[key];
              const country = textOf(item.attributes, key);
              return (
                <li key={key} className={styles.partner}>
                  {/* The first character of the short name stands in for a logo. */}
                  <span className={styles.monogram} aria-hidden="true">
                    {Array.from(item.fields[`${key}Short`] || name)[0]}
                  </span>
                  <span>
                    <Text strong lang={item.locale}>
                      {name}
                    </Text>
                    {country && (
                      <>
                        <br />
                        <Text type="secondary">{regionName(country)}</Text>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
