import { Link } from '@umijs/max';
import React from 'react';

interface Props {
  /** A path on this site (`/Rule`) or an address (`https://…`, `mailto:…`), as an admin entered it. */
  href: string;
  className?: string;
  children: React.ReactNode;
}

/** A path on this site, not a protocol-relative address (`//host`) that would leave it. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A link an admin wrote: a site path stays in the app, an address is an ordinary link. */
export default function ContentLink({ href, className, children }: Props) {
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
