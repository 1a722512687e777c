import * as React from 'react';
import { siteEnv } from '../config/env';

export interface SeoProps {
  title: string;
  description: string;
  pathname: string;
  /** Account and dashboard pages are not for search engines. */
  noindex?: boolean;
}

/** Everything a page's <head> needs; used by each page's Head export. */
export function Seo({ title, description, pathname, noindex = false }: SeoProps) {
  const fullTitle = title === 'Lendbridge' ? title : `${title} | Lendbridge`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteEnv.siteUrl}${pathname}`} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
