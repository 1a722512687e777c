import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';

export type LinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/**
 * MUI's look with Gatsby's routing: internal paths get prefetching and client navigation,
 * anything else is an ordinary anchor.
 */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  if (/^(https?:|mailto:|tel:)/.test(to)) return <MuiLink ref={ref} href={to} {...props} />;
  return <MuiLink ref={ref} component={GatsbyLink} to={to} {...props} />;
});
