import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { ScholarshipFinder } from '../components/scholarship-finder';
import { envelope, oau, pageOf, serveInstitutions, unilag } from './fixtures';

const STAMP = '2026-11-21T10:00:00.000Z';

type Search = (
  searchWord: string,
) => { status?: number; data: unknown } | Promise<{ status?: number; data: unknown }>;

/** The directory answers with both institutions; searches answer as the test says. */
function serve(search: Search = () => ({ data: envelope(pageOf([])) })) {
  return serveInstitutions((config: InternalAxiosRequestConfig) => {
    const { searchWord } = config.params as { searchWord: string };
    return searchWord === '' ? { data: envelope(pageOf([unilag, oau])) } : search(searchWord);
  });
}

const searchWords = (sent: InternalAxiosRequestConfig[]) =>
  sent.map((config) => (config.params as { searchWord: string }).searchWord).filter((word) => word !== '');

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  // The arts award's deadline (15 January 2026) has passed on this date; the others are open.
  jest.useFakeTimers({ now: new Date('2026-11-21T12:00:00'), advanceTimers: true });
  window.history.replaceState(null, '', '/scholarships');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ScholarshipFinder', () => {
  it('lists the open pre-rendered scholarships by deadline and announces how many', async () => {
    serve();
    const { store } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    expect(cardTitles()).toEqual(['Women in Engineering Bursary', 'Marine Biology Research Grant']);
    expect(screen.getByRole('status')).toHaveTextContent('2 scholarships.');
    expect(screen.getByText(/160 days left/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Add deadline to calendar/ })[0]).toHaveAttribute(
      'download',
      'women-in-engineering-bursary-deadline.ics',
    );
    // The refresh from the service lands without changing what is shown.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api?.queries ?? {}).some((entry) => entry?.status === 'fulfilled'),
      ).toBe(true),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 scholarships.');
  });

  it('searches once typing pauses, puts the query in the URL and announces the results', async () => {
    const sent = serve(() => ({
      data: envelope(pageOf([{ ...unilag, scholarships: [unilag.scholarships[1]!] }])),
    }));
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search scholarships' }), 'marine');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 scholarship found for “marine”.'),
    );
    expect(cardTitles()).toEqual(['Marine Biology Research Grant']);
    expect(window.location.search).toBe('?q=marine');
    // Debounced: one search for the whole word, not one per letter.
    expect(searchWords(sent)).toEqual(['marine']);
  });

  it('runs the search in the URL when the page opens', async () => {
    window.history.replaceState(null, '', '/scholarships?q=engineering&sort=amount-desc');
    const sent = serve(() => ({ data: envelope(pageOf([unilag])) }));
    renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('found for “engineering”'));
    expect(screen.getByRole('searchbox')).toHaveValue('engineering');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('amount-desc');
    expect(cardTitles()).toEqual(['Marine Biology Research Grant', 'Women in Engineering Bursary']);
    expect(searchWords(sent)).toEqual(['engineering']);
  });

  it('filters by level and includes closed scholarships only when asked', async () => {
    serve();
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Undergraduate');
    expect(cardTitles()).toEqual(['Women in Engineering Bursary']);
    await user.click(screen.getByRole('checkbox', { name: /deadline has passed/ }));
    expect(cardTitles()).toEqual(['Creative Arts Merit Award', 'Women in Engineering Bursary']);
    expect(screen.getByText(/This scholarship has closed/)).toBeInTheDocument();
    expect(window.location.search).toBe('?level=Undergraduate&closed=show');
  });

  it('says so when nothing matches and clears everything in one step', async () => {
    serve(() => ({ data: envelope(pageOf([])) }));
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.type(screen.getByRole('searchbox'), 'zebracorn{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('0 scholarships found for “zebracorn”.'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));

    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('offers the closest names when the service finds nothing, as buttons that search again', async () => {
    const sent = serve((searchWord) =>
      searchWord === 'Obafemi Awolowo University'
        ? { data: envelope(pageOf([oau])) }
        : {
            data: envelope(
              pageOf([], { suggestions: ['Obafemi Awolowo University', 'University of Lagos'] }),
            ),
          },
    );
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.type(screen.getByRole('searchbox'), 'Obafemi Lagos{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '0 scholarships found for “Obafemi Lagos”. Did you mean “Obafemi Awolowo University” or “University of Lagos”?',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Obafemi Awolowo University' }));

    expect(screen.getByRole('searchbox')).toHaveValue('Obafemi Awolowo University');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('found for “Obafemi Awolowo University”'),
    );
    expect(screen.queryByRole('button', { name: 'University of Lagos' })).not.toBeInTheDocument();
    expect(searchWords(sent)).toEqual(['Obafemi Lagos', 'Obafemi Awolowo University']);
  });

  it('shows the service’s message when a search fails, and tries again on request', async () => {
    let fail = true;
    const sent = serve(() =>
      fail
        ? {
            status: 503,
            data: { requestSuccessful: false, message: 'Search is resting', responseData: null },
          }
        : { data: envelope(pageOf([oau])) },
    );
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.type(screen.getByRole('searchbox'), 'arts{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is resting');
    expect(screen.getByRole('status')).toHaveTextContent('The search did not finish.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('found for “arts”'));
    expect(searchWords(sent)).toEqual(['arts', 'arts']);
  });

  it('shows “Searching…” while the service has not answered', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    serve(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<ScholarshipFinder prerendered={[unilag, oau]} stamp={STAMP} />);

    await user.type(screen.getByRole('searchbox'), 'law{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Searching scholarships for “law”…'),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    answer({ data: envelope(pageOf([])) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 scholarships found'));
  });
});
