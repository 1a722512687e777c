import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';

export type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * Gatsby's routing for internal paths (prefetching, client navigation); anything else is an
 * ordinary anchor.
 */
export function Link({ to, ...props }: LinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(to)) return <a href={to} {...props} />;
  return <GatsbyLink to={to} {...props} />;
}
