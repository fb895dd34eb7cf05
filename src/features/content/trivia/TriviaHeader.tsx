import { useIntl } from '@umijs/max';
import { Space } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import PageMeta from '@/features/content/PageMeta';
import ShownIn from '@/components/ShownIn';

/**
 * The heading of a Trivia page: its localised title, the intro section's paragraph (marked when it
 * is shown in another language) and optional links. Also sets the page's title and description.
 */
export default function TriviaHeader({
  titleId,
  intro,
  extra,
}: {
  titleId: string;
  intro?: API.ContentItem;
  extra?: React.ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <header>
      <PageMeta title={title} description={intro?.summary} />
      <Title level={1}>{title}</Title>
      {intro?.summary && (
        <Paragraph type="secondary">
          <span lang={intro.locale}>{intro.summary}</span> <ShownIn locale={intro.locale} />
        </Paragraph>
      )}
      {extra && <Space style={{ marginBottom: 16 }}>{extra}</Space>}
    </header>
  );
}
