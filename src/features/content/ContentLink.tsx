import { Link } from '@umijs/max';
import React from 'react';

interface Props {
  /** A path on this site (`/Rule`) or an address (`https://…`, `mailto:…`), as an admin entered it. */
  href: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A path on this site. Not `//host` nor `/\host`: browsers read both as another site's address,
 * and the router would send the visitor there.
 */
export const isSitePath = (href: string) =>
  href.startsWith('/') && !/^\/[/\\]/.test(href) && !href.includes('\\');

/** The addresses a link may lead off the site to; anything else (`javascript:`, `data:`) is no link. */
const isAddress = (href: string) => /^(https?:\/\/|mailto:|tel:)/i.test(href) && !href.includes('\\');

/** A link an admin wrote: a site path stays in the app, an address is an ordinary link, the rest is text. */
export default function ContentLink({ href, className, children }: Props) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (isAddress(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
