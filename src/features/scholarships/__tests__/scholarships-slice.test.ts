import { makeStore } from '../../../app/store';
import {
  clearSearch,
  fetchInstitutionDirectory,
  initialScholarshipsState,
  scholarshipsReducer,
  searchInstitutions,
  selectInstitutionDirectory,
  selectInstitutionSearch,
} from '../scholarships-slice';
import { envelope, oau, pageOf, serveInstitutions, unilag } from './fixtures';

describe('reading institutions from the institutions service', () => {
  it('asks for the product’s page size of 10000 and pages on when the service caps it', async () => {
    const sent = serveInstitutions((config) => {
      const { pageIndex } = config.params as { pageIndex: number };
      const items = [unilag, oau].slice(pageIndex, pageIndex + 1);
      return { data: envelope(pageOf(items, { totalCount: 2, pageIndex, pageSize: 1, maxPageSize: 1 })) };
    });
    const store = makeStore();

    await store.dispatch(fetchInstitutionDirectory());

    expect(sent.map((config) => config.url)).toEqual([
      'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
      'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
    ]);
    expect(sent.map((config) => config.params)).toEqual([
      { searchWord: '', pageSize: 10000, pageIndex: 0 },
      { searchWord: '', pageSize: 10000, pageIndex: 1 },
    ]);
    expect(selectInstitutionDirectory(store.getState())).toEqual({
      items: [unilag, oau],
      status: 'succeeded',
      error: null,
    });
  });

  it('loads the directory once per visit', async () => {
    const sent = serveInstitutions(() => ({ data: envelope(pageOf([unilag])) }));
    const store = makeStore();
    await store.dispatch(fetchInstitutionDirectory());
    await store.dispatch(fetchInstitutionDirectory());
    expect(sent).toHaveLength(1);
  });

  it('keeps the service’s message when it fails, and tries again on the next visit', async () => {
    const sent = serveInstitutions(() => ({
      status: 503,
      data: { requestSuccessful: false, message: 'Institutions are resting', responseData: null },
    }));
    const store = makeStore();
    await store.dispatch(fetchInstitutionDirectory());
    expect(selectInstitutionDirectory(store.getState())).toMatchObject({
      status: 'failed',
      error: 'Institutions are resting',
    });
    await store.dispatch(fetchInstitutionDirectory());
    expect(sent).toHaveLength(2);
  });

  it('sends the search word and keeps the service’s ranking', async () => {
    const sent = serveInstitutions(() => ({ data: envelope(pageOf([oau, unilag])) }));
    const store = makeStore();
    await store.dispatch(searchInstitutions('arts'));
    expect(sent[0]!.params).toMatchObject({ searchWord: 'arts', pageIndex: 0 });
    expect(selectInstitutionSearch(store.getState())).toMatchObject({
      query: 'arts',
      status: 'succeeded',
      items: [oau, unilag],
      suggestions: [],
    });
  });

  it('keeps the names the service suggests when a search finds nothing', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([], { suggestions: ['University of Lagos'] })) }));
    const store = makeStore();
    await store.dispatch(searchInstitutions('univrsity of lagos zaria'));
    expect(selectInstitutionSearch(store.getState())).toMatchObject({
      status: 'succeeded',
      items: [],
      suggestions: ['University of Lagos'],
    });
  });
});

describe('scholarships reducer', () => {
  it('lets only the latest search land, whatever order the answers arrive in', () => {
    let state = scholarshipsReducer(initialScholarshipsState, searchInstitutions.pending('first', 'mar'));
    state = scholarshipsReducer(state, searchInstitutions.pending('second', 'marine'));
    state = scholarshipsReducer(
      state,
      searchInstitutions.fulfilled({ items: [unilag], suggestions: [] }, 'second', 'marine'),
    );
    state = scholarshipsReducer(
      state,
      searchInstitutions.fulfilled({ items: [oau], suggestions: [] }, 'first', 'mar'),
    );
    expect(state.search).toMatchObject({ query: 'marine', status: 'succeeded', items: [unilag] });
  });

  it('does not report a search that was cancelled as a failure', () => {
    const pending = scholarshipsReducer(initialScholarshipsState, searchInstitutions.pending('one', 'law'));
    const aborted = searchInstitutions.rejected(new DOMException('Aborted', 'AbortError'), 'one', 'law');
    aborted.meta.aborted = true;
    expect(scholarshipsReducer(pending, aborted).search.status).toBe('loading');
  });

  it('records a failed search with the generic message when there is no other', () => {
    const pending = scholarshipsReducer(initialScholarshipsState, searchInstitutions.pending('one', 'law'));
    const failed = scholarshipsReducer(pending, searchInstitutions.rejected(new Error('x'), 'one', 'law'));
    expect(failed.search).toMatchObject({ status: 'failed', error: 'An error occured, please try again' });
  });

  it('forgets the search when it is cleared', () => {
    const searched = scholarshipsReducer(
      initialScholarshipsState,
      searchInstitutions.fulfilled({ items: [unilag], suggestions: [] }, 'one', 'law'),
    );
    expect(scholarshipsReducer(searched, clearSearch()).search).toEqual(initialScholarshipsState.search);
  });
});
