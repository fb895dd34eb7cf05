import { Link, useIntl } from '@umijs/max';
import type * as API from '@common/contract';
import { Paragraph, Text, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import { Translated } from '@/components/ShownIn';
import hero from './assets/hero.svg';
import ContentLink from '@/features/content/ContentLink';
import styles from './fragments.less';
import VisuallyHidden from '@/components/VisuallyHidden';
import Slides from './Slides';

/** The two first things to do, on every slide. */
function Actions({ banner }: { banner?: API.ContentItem }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {banner?.linkUrl && (
        <ContentLink className={styles.ctaPrimary} href={banner.linkUrl}>
          {intl.formatMessage({ id: 'home.banner1.more' })}
          <VisuallyHidden lang={banner.locale}>: {banner.title}</VisuallyHidden>
        </ContentLink>
      )}
      <Link className={banner?.linkUrl ? styles.ctaGhost : styles.ctaPrimary} to="/EnrollFor">
        {intl.formatMessage({ id: 'home.banner1.enrol' })}
      </Link>
      <Link className={styles.ctaGhost} to="/Rule">
        {intl.formatMessage({ id: 'home.banner1.rules' })}
      </Link>
    </div>
  );
}

/** One slide: a banner's title, slogan, dates and place, its picture (or the default artwork) and links. */
function Slide({ banner, first }: { banner: API.ContentItem; first: boolean }) {
  const { dates, place } = banner.fields;
  return (
    <div className={styles.slide}>
      <div className={styles.slideText}>
        {/* The first slide carries the page's one main heading. */}
        <Title level={first ? 1 : 2} className={styles.slideTitle}>
          <Translated text={banner.title} locale={banner.locale} />
        </Title>
        {banner.summary && (
          <Paragraph className={styles.slogan} lang={banner.locale}>
            {banner.summary}
          </Paragraph>
        )}
        <ContentHtml html={banner.html} lang={banner.locale} className={styles.slideBody} />
        {(dates || place) && (
          <Paragraph lang={banner.locale}>
            {dates && <Text strong>{dates}</Text>}
            {dates && place && <Text type="secondary"> · </Text>}
            {place && <Text type="secondary">{place}</Text>}
          </Paragraph>
        )}
        <Actions banner={banner} />
      </div>
      {banner.imageUrl ? (
        <img
          className={`${styles.slideArt} ${styles.slidePhoto}`}
          src={banner.imageUrl}
          alt={banner.imageAlt}
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <img className={styles.slideArt} src={hero} alt="" width={480} height={320} />
      )}
    </div>
  );
}

/**
 * The hero carousel: one slide per home banner, in the admins' order. Without any banner it still
 * names the competition and offers the two first things to do.
 */
export default function Banner1({ banners }: { banners: API.ContentItem[] }) {
  const intl = useIntl();
  return (
    <div
      className={styles.banner1}
      role="region"
      aria-label={intl.formatMessage({ id: 'home.banner1.aria' })}
    >
      {banners.length === 0 ? (
        <div className={styles.slide}>
          <div className={styles.slideText}>
            <Title level={1} className={styles.slideTitle}>
              {intl.formatMessage({ id: 'app.title' })}
            </Title>
            <Actions />
          </div>
          <img className={styles.slideArt} src={hero} alt="" width={480} height={320} />
        </div>
      ) : (
        <Slides
          slides={banners.map((banner, i) => ({
            key: banner.id,
            label: banner.title,
            lang: banner.locale,
            content: <Slide banner={banner} first={i === 0} />,
          }))}
        />
      )}
    </div>
  );
}
