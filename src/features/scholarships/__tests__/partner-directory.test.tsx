import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { PartnerDirectory } from '../components/partner-directory';
import { envelope, lbs, oau, pageOf, serveInstitutions, unilag } from './fixtures';

type Answer = { status?: number; data: unknown } | Promise<{ status?: number; data: unknown }>;

/** The directory answers with every institution; a search answers as the test says (by default, nothing). */
function serve(search: (searchWord: string) => Answer = () => ({ data: envelope(pageOf([])) })) {
  return serveInstitutions((config: InternalAxiosRequestConfig) => {
    const { searchWord } = config.params as { searchWord: string };
    return searchWord === '' ? { data: envelope(pageOf([unilag, oau, lbs])) } : search(searchWord);
  });
}

const searchesSent = (sent: InternalAxiosRequestConfig[]) =>
  sent.filter((config) => (config.params as { searchWord: string }).searchWord !== '');

beforeEach(() => window.history.replaceState(null, '', '/partner'));
describe('PartnerDirectory', () => {
  it('links each partner to its page and leaves out institutions that are not partners', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([unilag, oau, lbs])) }));
    renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 partner institutions.'));
    expect(screen.getByRole('link', { name: 'University of Lagos' })).toHaveAttribute(
      'href',
      '/partner/university-of-lagos',
    );
    expect(screen.queryByText('Lagos Business School')).not.toBeInTheDocument();
  });

  it('narrows the list by name or place as the reader types, ignoring accents, and keeps it in the URL', async () => {
    serve(() => ({ data: envelope(pageOf([oau])) }));
    const { user } = renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search institutions' }), 'Ifẹ');

    expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “Ifẹ”.');
    expect(screen.getByRole('link', { name: 'Obafemi Awolowo University' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'University of Lagos' })).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('Ifẹ');
  });

  it('opens with the search from the URL', async () => {
    window.history.replaceState(null, '', '/partner?q=lagos');
    serve(() => ({ data: envelope(pageOf([unilag, lbs])) }));
    renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    expect(await screen.findByRole('searchbox')).toHaveValue('lagos');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “lagos”.'),
    );
    expect(screen.getByRole('link', { name: 'University of Lagos' })).toBeInTheDocument();
  });

  it('keeps, and searches for, what was typed into the pre-rendered box before the script ran', async () => {
    const sent = serve(() => ({ data: envelope(pageOf([oau])) }));
    const page = () => (
      <Provider store={makeStore()}>
        <PartnerDirectory partners={[unilag, oau]} />
      </Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    within(container).getByRole<HTMLInputElement>('searchbox', { name: 'Search institutions' }).value = 'Ife';

    const root = await act(async () => hydrateRoot(container, page()));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('Ife'));
    expect(screen.getByRole('status')).toHaveTextContent('1 partner institution match “Ife”.');
    await waitFor(() =>
      expect(searchesSent(sent).map((config) => config.params)).toMatchObject([{ searchWord: 'Ife' }]),
    );
    act(() => root.unmount());
    container.remove();
  });

  it('searches the service once typing pauses, cancels the search it replaces and announces the count', async () => {
    const held: Array<(answer: { data: unknown }) => void> = [];
    const sent = serve((searchWord) =>
      searchWord === 'UNILAG'
        ? { data: envelope(pageOf([unilag])) }
        : new Promise((resolve) => held.push(resolve)),
    );
    const { user } = renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);
    const box = screen.getByRole('searchbox', { name: 'Search institutions' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');

    // Typed letter by letter: one request once typing pauses, not one per letter.
    await user.type(box, 'Univ');
    await waitFor(() => expect(searchesSent(sent)).toHaveLength(1));
    expect(searchesSent(sent)[0]!.params).toMatchObject({ searchWord: 'Univ' });
    const first = searchesSent(sent)[0]!.signal as AbortSignal;
    expect(first.aborted).toBe(false);

    // A new search while the first is still unanswered cancels it.
    await user.clear(box);
    await user.type(box, 'UNILAG');
    await waitFor(() => expect(searchesSent(sent)).toHaveLength(2));
    expect(searchesSent(sent)[1]!.params).toMatchObject({ searchWord: 'UNILAG' });
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(status).toHaveTextContent('1 partner institution match “UNILAG”.'));
    expect(screen.getByRole('link', { name: 'University of Lagos' })).toBeInTheDocument();
    // The cancelled answer arriving late changes nothing.
    held.forEach((answer) => answer({ data: envelope(pageOf([oau])) }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(status).toHaveTextContent('1 partner institution match “UNILAG”.');
  });

  it('offers the closest names when nothing matches, and searches again for the one chosen', async () => {
    const sent = serve((searchWord) =>
      searchWord === 'University of Lagos'
        ? { data: envelope(pageOf([unilag])) }
        : { data: envelope(pageOf([], { suggestions: ['University of Lagos'] })) },
    );
    const { user } = renderWithProviders(<PartnerDirectory partners={[unilag, oau]} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search institutions' }), 'Unilagg Zaria');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '0 partner institutions match “Unilagg Zaria”. Did you mean “University of Lagos”?',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'University of Lagos' }));

    expect(screen.getByRole('searchbox')).toHaveValue('University of Lagos');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 partner institution match “University of Lagos”.',
      ),
    );
    expect(searchesSent(sent).map((config) => (config.params as { searchWord: string }).searchWord)).toEqual([
      'Unilagg Zaria',
      'University of Lagos',
    ]);
  });
});
