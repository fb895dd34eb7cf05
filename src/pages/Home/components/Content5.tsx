import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Typography } from 'antd';
import React from 'react';
import type { HomeSource, TrackKind } from '@/content/home';
import aerial from '../assets/aerial.svg';
import rov from '../assets/rov.svg';
import rover from '../assets/rover.svg';
import simulation from '../assets/simulation.svg';
import styles from './fragments.less';

const { Title, Paragraph } = Typography;

const trackIcons: Record<TrackKind, string> = { rov, rover, aerial, simulation };

/** The grid of competition tracks, each with its key limits and a way to its rules. */
export default function Content5({ data }: { data: HomeSource['Content5'] }) {
  const intl = useIntl();
  return (
    <div className={styles.block}>
      <Title level={2} className={styles.blockTitle}>
        {data.title}
      </Title>
      <Paragraph type="secondary" className={styles.blockSubtitle}>
        {data.subtitle}
      </Paragraph>
      <Row gutter={[24, 24]}>
        {data.tracks.map((track) => (
          <Col key={track.kind} xs={24} sm={12} xl={6}>
            <Card className={styles.track} hoverable>
              <img className={styles.trackIcon} src={trackIcons[track.kind]} alt="" width={56} height={56} />
              <Title level={3} className={styles.trackName}>
                {track.name}
              </Title>
              <Paragraph>{track.summary}</Paragraph>
              <ul className={styles.facts}>
                {track.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <Link to={track.rulesPath}>{intl.formatMessage({ id: 'home.content5.rules' })}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
