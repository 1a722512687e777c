import * as React from 'react';
import { siteEnv } from '../config/env';
import { jsonLd, organization, type StructuredData } from '../lib/structured-data';

export interface SeoProps {
  title: string;
  description: string;
  pathname: string;
  /** Account and dashboard pages are not for search engines. */
  noindex?: boolean;
  /** Open Graph type: posts are articles, everything else a website. */
  type?: 'website' | 'article';
  /** Page-specific JSON-LD (FAQPage, Article) added to the Organization every page carries. */
  structuredData?: StructuredData[];
}

/** Everything a page's <head> needs; used by each page's Head export. */
export function Seo({
  title,
  description,
  pathname,
  noindex = false,
  type = 'website',
  structuredData = [],
}: SeoProps) {
  const fullTitle = title === 'Lendbridge' ? title : `${title} | Lendbridge`;
  // Canonical addresses have no trailing slash, like every route (trailingSlash: 'never').
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const url = `${siteEnv.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content="Lendbridge" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={siteEnv.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {[organization(siteEnv.siteUrl), ...structuredData].map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
    </>
  );
}
