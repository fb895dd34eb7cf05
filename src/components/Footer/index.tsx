import { CopyrightOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { theme } from 'antd';
import React from 'react';
import styles from './index.less';

/**
 * The site footer: a few links and the copyright, as ProComponents' DefaultFooter draws them. It is
 * written out here because importing DefaultFooter brings the whole ProComponents provider (with
 * its 30 locale packs) into every visitor's first download.
 */
export default function Footer() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  const colours = {
    '--footer-text': token.colorTextSecondary,
    '--footer-hover': token.colorText,
  } as React.CSSProperties;
  return (
    <footer className={styles.footer} style={colours}>
      <nav className={styles.links} aria-label={t('app.title')}>
        <Link to="/About">{t('menu.about')}</Link>
        <Link to="/Rule">{t('menu.rule')}</Link>
        <Link to="/News">{t('menu.news')}</Link>
        <Link to="/Results">{t('menu.results')}</Link>
        <a href="/api/docs" target="_blank" rel="noopener noreferrer">
          {t('layout.footer.api')}
        </a>
      </nav>
      <p className={styles.copyright}>
        <CopyrightOutlined aria-hidden /> {`2026 ${t('app.copyright')}`}
      </p>
    </footer>
  );
}
