import { Link, useIntl } from '@umijs/max';
import { Carousel, Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import hero from '../assets/hero.svg';
import styles from './fragments.less';

const { Title, Paragraph, Text } = Typography;

/** Visitors who ask the system for less motion get a still banner. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The hero banner: the competition's name, slogan and dates, with the two first things to do. */
export default function Banner1({ data }: { data: HomeSource['Banner1'] }) {
  const intl = useIntl();
  return (
    <div
      className={styles.banner1}
      role="region"
      aria-label={intl.formatMessage({ id: 'home.banner1.aria' })}
    >
      <Carousel
        autoplay={!prefersReducedMotion()}
        autoplaySpeed={6000}
        dots={{ className: styles.bannerDots }}
      >
        {data.slides.map((slide, i) => (
          <div key={slide.title}>
            <div className={styles.slide}>
              <div className={styles.slideText}>
                {/* The first slide carries the page's one main heading. */}
                <Title level={i === 0 ? 1 : 2} className={styles.slideTitle}>
                  {slide.title}
                </Title>
                <Paragraph className={styles.slogan}>{slide.slogan}</Paragraph>
                <Paragraph>
                  <Text strong>{slide.dates}</Text>
                  <Text type="secondary"> · {slide.place}</Text>
                </Paragraph>
                <div className={styles.actions}>
                  <Link className={styles.ctaPrimary} to="/EnrollFor">
                    {intl.formatMessage({ id: 'home.banner1.enrol' })}
                  </Link>
                  <Link className={styles.ctaGhost} to="/Rule">
                    {intl.formatMessage({ id: 'home.banner1.rules' })}
                  </Link>
                </div>
              </div>
              <img className={styles.slideArt} src={hero} alt="" width={480} height={320} />
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
