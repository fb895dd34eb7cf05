import classNames from 'classnames';
import React from 'react';
import styles from './index.less';

/**
 * A body the server rendered from Markdown and sanitized when it was saved (no script, event
 * handler, `javascript:` URL or iframe survives), so it is set as HTML here.
 */
export default function ContentHtml({
  html,
  lang,
  className,
}: {
  html: string;
  lang?: string;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={classNames(styles.html, className)}
      lang={lang}
      // eslint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
