import type { EnvelopeOf, LoanType, Provider, Testimonial } from '@lendbridge/contract';
import { screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { PageProps } from 'gatsby';
import * as React from 'react';
import { renderWithProviders } from '../../../tests/unit/test-utils';
import type { AppStore } from '../../app/store';
import { siteEnv } from '../../config/env';
import { reply, serveNetwork } from '../../../tests/unit/network-double';
import HomePage, { type HomeContext } from '../home';

const harbour: Provider = {
  id: 1,
  slug: 'harbour-microfinance',
  name: 'Harbour Microfinance',
  summary: 'Salary loans for public servants.',
  website: 'https://harbour.example',
  licence: 'CBN MFB/2019/114',
  loanTypeIds: [1],
};
const sahel: Provider = {
  id: 2,
  slug: 'sahel-credit',
  name: 'Sahel Credit',
  summary: 'Student loans paid to the school.',
  website: 'https://sahel.example',
  licence: 'CBN FC/2021/031',
  loanTypeIds: [1],
};
const lagoon: Provider = {
  id: 3,
  slug: 'lagoon-lenders',
  name: 'Lagoon Lenders',
  summary: 'Quick personal loans.',
  website: 'https://lagoon.example',
  licence: 'CBN MFB/2023/007',
  loanTypeIds: [1],
};
const salaryLoan: LoanType = {
  id: 1,
  code: 'SALARY',
  name: 'Salary advance',
  description: 'Borrow against your next pay slips.',
};
const testimonial: Testimonial = {
  id: 1,
  author: 'Chiamaka O.',
  role: 'Teacher, Enugu',
  quote: 'I saw every offer side by side and picked the cheapest.',
  rating: 5,
};

const pageContext: HomeContext = {
  providers: [harbour, sahel],
  testimonials: [testimonial],
  loanTypes: [salaryLoan],
};
const props = { pageContext, path: '/', uri: '/' } as PageProps<object, HomeContext>;

const list = <T,>(items: T[]): EnvelopeOf<{ items: T[] }> => ({
  requestSuccessful: true,
  message: 'OK',
  responseData: { items },
});

/** Records every call the page makes; since the build, another lender has joined. */
function recordCalls(): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const now: Record<string, unknown[]> = {
    'api/Provider': [harbour, lagoon, sahel],
    'api/Testimonial': [testimonial],
    'api/AvailableLoanType': [salaryLoan],
  };
  serveNetwork(siteEnv.apiUrl, async (config: InternalAxiosRequestConfig) => {
    sent.push(config);
    return reply(config, 200, list(now[config.url ?? ''] ?? []));
  });
  return sent;
}

/** What the cache holds for a list endpoint (seeded, or answered). */
function cached(store: AppStore, endpointName: string): unknown {
  const entries = Object.values(store.getState().api?.queries ?? {}) as Array<
    { endpointName: string; data?: unknown } | undefined
  >;
  return entries.find((entry) => entry?.endpointName === endpointName)?.data;
}

describe('HomePage', () => {
  it('shows the pre-rendered providers, loan type and testimonial first, then the current ones', async () => {
    const sent = recordCalls();

    const { store } = renderWithProviders(<HomePage {...props} />);

    // The first render is the build's, so it matches the pre-rendered HTML.
    expect(screen.getByRole('heading', { name: 'Harbour Microfinance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sahel Credit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Salary advance' })).toBeInTheDocument();
    expect(screen.getByText(/I saw every offer side by side/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lagoon Lenders' })).not.toBeInTheDocument();
    expect(screen.getByText(/with 2 regulated lenders/)).toBeInTheDocument();
    // Then what the gateway says now, for every part of the page that reads the list.
    expect(await screen.findByRole('heading', { name: 'Lagoon Lenders' })).toBeInTheDocument();
    expect(await screen.findByText(/with 3 regulated lenders/)).toBeInTheDocument();
    expect(cached(store, 'getProviders')).toEqual([harbour, lagoon, sahel]);
    expect(cached(store, 'getLoanTypes')).toEqual([salaryLoan]);
    expect(cached(store, 'getTestimonials')).toEqual([testimonial]);
    expect(sent.map((config) => config.url).sort()).toEqual([
      'api/AvailableLoanType',
      'api/Provider',
      'api/Testimonial',
    ]);
  });

  it('has exactly one level-one heading', () => {
    recordCalls();
    renderWithProviders(<HomePage {...props} />);

    const [title, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(title).toHaveTextContent('Fair loans from lenders who compete for you');
  });
});
