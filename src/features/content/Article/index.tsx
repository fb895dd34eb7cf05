import { useIntl } from '@umijs/max';
import { Card, theme } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import ShownIn from '@/components/ShownIn';
import styles from './index.less';

/**
 * What an article needs of an item the server sent: a section, a material or a news article
 * (`API.ContentItem` and `API.NewsArticle` both fit).
 */
export interface ArticleContent {
  id: number;
  /** A section's route segment; it anchors the card (`#Feature1`). Without one, `content-<id>` does. */
  slug?: string | null;
  title: string;
  summary: string;
  /** The body the server rendered from Markdown and sanitized. */
  html: string;
  /** The locale the texts are in; another than the reader's is marked beside the title. */
  locale: API.Locale;
}

interface ArticleProps {
  section: ArticleContent;
  extra?: React.ReactNode;
  /** A line under the title (date, category, reading time) for pages whose items carry metadata. */
  meta?: React.ReactNode;
  /** 1 when the article is the page's own subject (a news article), 2 when it is one of several. */
  level?: 1 | 2;
}

/** The id an article's card carries, for anchors and links within the page. */
export const articleAnchor = (section: Pick<ArticleContent, 'id' | 'slug'>) =>
  section.slug || `content-${section.id}`;

/** One item of written content: its title, an optional summary and its body. */
export default function Article({ section, extra, meta, level = 2 }: ArticleProps) {
  // antd's "secondary" text is 0.45 black, below 4.5:1 on white; the summary reads at 0.65.
  const { token } = theme.useToken();
  const { locale } = useIntl();
  return (
    <Card id={articleAnchor(section)} className={styles.article} variant="borderless" extra={extra}>
      <Title level={level} className={styles.title}>
        <span lang={section.locale}>{section.title}</span>
        {section.locale !== locale && (
          <>
            {' '}
            <ShownIn locale={section.locale} />
          </>
        )}
      </Title>
      {meta && (
        <div className={styles.meta} style={{ color: token.colorTextSecondary }}>
          {meta}
        </div>
      )}
      {section.summary && (
        <Paragraph lang={section.locale} style={{ color: token.colorTextSecondary }}>
          {section.summary}
        </Paragraph>
      )}
      <ContentHtml html={section.html} lang={section.locale} />
    </Card>
  );
}
