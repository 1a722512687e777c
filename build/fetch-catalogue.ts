import type { Faq, LoanType, Provider, Testimonial } from '@lendbridge/contract';

export interface BuildCatalogue {
  providers: Provider[];
  testimonials: Testimonial[];
  loanTypes: LoanType[];
  faqs: Faq[];
}

async function fetchItems<T>(baseUrl: string, path: string): Promise<T[]> {
  const url = `${baseUrl}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(10_000),
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new Error(
      `The build pre-renders the catalogue from the gateway but could not reach ${url} ` +
        `(${error instanceof Error ? error.message : String(error)}). Start the services first ` +
        '(`npm start` builds with them running) or point GATSBY_API_URL at a running gateway.',
    );
  }
  if (!response.ok)
    throw new Error(`The gateway answered ${response.status} for ${url}; the build needs it healthy.`);
  const body = (await response.json()) as { responseData: { items: T[] } };
  return body.responseData.items;
}

/** Reads what the public pages pre-render: the same calls the browser makes afterwards. */
export async function fetchCatalogue(apiUrl: string): Promise<BuildCatalogue> {
  const [providers, testimonials, loanTypes, faqs] = await Promise.all([
    fetchItems<Provider>(apiUrl, 'api/Provider'),
    fetchItems<Testimonial>(apiUrl, 'api/Testimonial'),
    fetchItems<LoanType>(apiUrl, 'api/AvailableLoanType'),
    fetchItems<Faq>(apiUrl, 'api/FAQ?IsApproved=true'),
  ]);
  return { providers, testimonials, loanTypes, faqs };
}
