import * as React from 'react';

/** Gatsby's runtime needs its build; in unit tests links are plain anchors and queries return nothing. */
export const Link = React.forwardRef<
  HTMLAnchorElement,
  { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>
>(function Link({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});
export const navigate = jest.fn();
export const prefetchPathname = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
