import type * as React from 'react';

/**
 * Gatsby passes each page's <Head> export through wrapRootElement too, every time a page is shown,
 * so a Head could read the root's context. Ours read none, and wrapping them would make a second
 * store, with its own reading of the stored session, for every head rendered. A Head element is
 * given the page's props (`location` among them); the page root Gatsby wraps is given none.
 */
export function isHeadElement(element: React.ReactElement): boolean {
  const props: unknown = element.props;
  return typeof props === 'object' && props !== null && 'location' in props;
}
