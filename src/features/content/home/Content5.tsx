import { useIntl } from '@umijs/max';
import { Card, Col, Row } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import aerial from './assets/aerial.svg';
import rov from './assets/rov.svg';
import rover from './assets/rover.svg';
import simulation from './assets/simulation.svg';
import ContentLink from '@/features/content/ContentLink';
import FragmentHeading from './FragmentHeading';
import styles from './fragments.less';
import { keysOf, textOf } from './homeContent';

/** The icon of each track of the vocabulary; a track the page does not know goes without. */
const trackIcons: Record<string, string> = { underwater: rov, ground: rover, aerial, simulation };

/**
 * The grid of competition tracks (`attributes.tracks`), each with its name, summary and key limits
 * (`fields.<track>Name`, `…Summary`, `…Facts`, one per line) and a way to its rules (`attributes.<track>Rules`).
 */
export default function Content5({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const tracks = keysOf(item.attributes, 'tracks').filter((track) => item.fields[`${track}Name`]);
  return (
    <div className={styles.block}>
      <FragmentHeading item={item} />
      <Row gutter={[24, 24]}>
        {tracks.map((track) => {
          const facts = (item.fields[`${track}Facts`] ?? '')
            .split('\n')
            .map((fact) => fact.trim())
            .filter(Boolean);
          const rules = textOf(item.attributes, `${track}Rules`);
          return (
            <Col key={track} xs={24} sm={12} xl={6}>
              <Card className={styles.track} hoverable>
                {trackIcons[track] && (
                  <img className={styles.trackIcon} src={trackIcons[track]} alt="" width={56} height={56} />
                )}
                <div lang={item.locale}>
                  <Title level={3} className={styles.trackName}>
                    {item.fields[`${track}Name`]}
                  </Title>
                  {item.fields[`${track}Summary`] && <Paragraph>{item.fields[`${track}Summary`]}</Paragraph>}
                  {facts.length > 0 && (
                    <ul className={styles.facts}>
                      {facts.map((fact) => (
                        <li key={fact}>{fact}</li>
                      ))}
                    </ul>
                  )}
                </div>
                {rules && (
                  <ContentLink href={rules}>{intl.formatMessage({ id: 'home.content5.rules' })}</ContentLink>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
