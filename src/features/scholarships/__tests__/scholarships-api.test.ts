import { makeStore } from '../../../app/store';
import { scholarshipsApi } from '../scholarships-api';
import { envelope, oau, pageOf, serveInstitutions, unilag } from './fixtures';

const directory = () => scholarshipsApi.endpoints.getInstitutionDirectory.initiate();
const search = (word: string) => scholarshipsApi.endpoints.searchInstitutions.initiate(word);

describe('reading institutions from the institutions service', () => {
  it('asks for the product’s page size of 10000 and pages on when the service caps it', async () => {
    const sent = serveInstitutions((config) => {
      const { pageIndex } = config.params as { pageIndex: number };
      const items = [unilag, oau].slice(pageIndex, pageIndex + 1);
      return { data: envelope(pageOf(items, { totalCount: 2, pageIndex, pageSize: 1, maxPageSize: 1 })) };
    });
    const store = makeStore();

    const answer = await store.dispatch(directory());

    expect(sent.map((config) => config.url)).toEqual([
      'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
      'api/v1/Institution/GetAllActiveInstitutionsWithScholarships',
    ]);
    expect(sent.map((config) => config.params)).toEqual([
      { searchWord: '', pageSize: 10000, pageIndex: 0 },
      { searchWord: '', pageSize: 10000, pageIndex: 1 },
    ]);
    expect(answer.data).toEqual([unilag, oau]);
  });

  it('loads the directory once per visit', async () => {
    const sent = serveInstitutions(() => ({ data: envelope(pageOf([unilag])) }));
    const store = makeStore();
    const first = store.dispatch(directory());
    await first;
    await store.dispatch(directory());
    expect(sent).toHaveLength(1);
    first.unsubscribe();
  });

  it('keeps the service’s message when it fails', async () => {
    serveInstitutions(() => ({
      status: 503,
      data: { requestSuccessful: false, message: 'Institutions are resting', responseData: null },
    }));
    const answer = await makeStore().dispatch(directory());
    expect(answer.error).toMatchObject({ status: 503, message: 'Institutions are resting' });
  });

  it('sends the search word and keeps the service’s ranking', async () => {
    const sent = serveInstitutions(() => ({ data: envelope(pageOf([oau, unilag])) }));
    const answer = await makeStore().dispatch(search('arts'));
    expect(sent[0]!.params).toMatchObject({ searchWord: 'arts', pageIndex: 0 });
    expect(answer.data).toEqual({ items: [oau, unilag], suggestions: [] });
  });

  it('keeps the names the service suggests when a search finds nothing', async () => {
    serveInstitutions(() => ({ data: envelope(pageOf([], { suggestions: ['University of Lagos'] })) }));
    const answer = await makeStore().dispatch(search('univrsity of lagos zaria'));
    expect(answer.data).toEqual({ items: [], suggestions: ['University of Lagos'] });
  });
});
