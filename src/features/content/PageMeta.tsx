import { Helmet, useIntl } from '@umijs/max';
import React from 'react';

/** Search engines and link previews read one line; a summary is cut where a sentence would end. */
const DESCRIPTION_LENGTH = 160;

export function describe(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * The page's `<title>` and `<meta name="description">` from its content (an article's title and
 * summary, an area's first section). Without a title the route's own title stays.
 */
export default function PageMeta({
  title,
  description,
  feed,
}: {
  title?: string;
  description?: string;
  /** An Atom feed of the page's items, for feed readers to find. */
  feed?: string;
}) {
  const intl = useIntl();
  const site = intl.formatMessage({ id: 'app.title' });
  return (
    <Helmet>
      {title && <title>{`${title} - ${site}`}</title>}
      {description && <meta name="description" content={describe(description)} />}
      {feed && <link rel="alternate" type="application/atom+xml" href={feed} title={site} />}
    </Helmet>
  );
}
