import type { EnvelopeOf, LoanType, Provider, Testimonial } from '@lendbridge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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

/** The gateway answers each catalogue list; the providers answer waits until the test releases it. */
function serveCatalogue(providersAnswer: Promise<AxiosResponse['data']>, providersStatus = 200) {
  const answers: Record<string, () => Promise<unknown>> = {
    'api/Provider': () => providersAnswer,
    'api/AvailableLoanType': async () => list([salaryLoan]),
    'api/Testimonial': async () => list([testimonial]),
  };
  serveNetwork(siteEnv.apiUrl, async (config: InternalAxiosRequestConfig) => {
    const route = answers[config.url ?? ''];
    if (!route) throw new Error(`Unexpected call to ${config.url}`);
    const data = await route();
    const status = config.url === 'api/Provider' ? providersStatus : 200;
    return reply(config, status, data);
  });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Lets every refresh finish inside the test, so no update lands after it ends. */
async function refreshesSettled(store: AppStore) {
  await waitFor(() => {
    const { providers, loanTypes } = store.getState().providers!;
    const { testimonials } = store.getState().catalogue!;
    expect([providers.status, loanTypes.status, testimonials.status]).not.toContain('loading');
  });
}

describe('HomePage', () => {
  it('shows the pre-rendered providers, loan type and testimonial before the refresh answers', async () => {
    const providers = deferred<unknown>();
    serveCatalogue(providers.promise);

    const { store } = renderWithProviders(<HomePage {...props} />);

    expect(screen.getByRole('heading', { name: 'Harbour Microfinance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sahel Credit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Salary advance' })).toBeInTheDocument();
    expect(screen.getByText(/I saw every offer side by side/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lagoon Lenders' })).not.toBeInTheDocument();
    providers.resolve(list([harbour, sahel]));
    await refreshesSettled(store);
  });

  it('replaces the pre-rendered providers with the list the gateway returns', async () => {
    const providers = deferred<unknown>();
    serveCatalogue(providers.promise);
    const { store } = renderWithProviders(<HomePage {...props} />);
    expect(screen.getByRole('heading', { name: 'Harbour Microfinance' })).toBeInTheDocument();

    providers.resolve(list([lagoon]));

    expect(await screen.findByRole('heading', { name: 'Lagoon Lenders' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Harbour Microfinance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sahel Credit' })).not.toBeInTheDocument();
    await refreshesSettled(store);
  });

  it('keeps the pre-rendered providers and warns when the refresh fails', async () => {
    serveCatalogue(
      Promise.resolve({ requestSuccessful: false, message: 'Gateway is down', responseData: null }),
      503,
    );
    const { store } = renderWithProviders(<HomePage {...props} />);

    const alert = await screen.findByRole('alert');

    expect(within(alert).getByText(/Gateway is down/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbour Microfinance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sahel Credit' })).toBeInTheDocument();
    await refreshesSettled(store);
  });

  it('has exactly one level-one heading', async () => {
    const providers = deferred<unknown>();
    serveCatalogue(providers.promise);

    const { store } = renderWithProviders(<HomePage {...props} />);

    const [title, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(title).toHaveTextContent('Fair loans from lenders who compete for you');
    providers.resolve(list([harbour, sahel]));
    await refreshesSettled(store);
  });
});
