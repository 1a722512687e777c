/**
 * schema.org descriptions for search engines, written as JSON-LD. Kept as plain builders so
 * pages pass data in and tests can check the output without rendering a page.
 */
export type StructuredData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export function organization(siteUrl: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: 'Lendbridge',
    url: `${siteUrl}/`,
    description:
      'A consumer loan marketplace: compare offers from regulated lenders, check eligibility and find scholarships.',
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', url: `${siteUrl}/contact` },
  };
}

export function faqPage(faqs: { question: string; answer: string }[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  /** ISO date of the last review, when there was one. */
  updated?: string;
  author: string;
  url: string;
  siteUrl: string;
}

export function article({
  title,
  description,
  date,
  updated,
  author,
  url,
  siteUrl,
}: ArticleFacts): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: title,
    description,
    datePublished: date,
    ...(updated ? { dateModified: updated } : {}),
    author: { '@type': 'Person', name: author },
    publisher: { '@id': `${siteUrl}/#organization` },
    mainEntityOfPage: url,
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so text such as "</script>"
 * inside an answer cannot end the script element early.
 */
export function jsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
