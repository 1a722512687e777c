import { collectAllPages, MAX_PAGES } from '../api/collect-pages';
import { lbs, oau, pageOf, unilag } from './fixtures';

describe('collectAllPages', () => {
  it('asks once when the first page holds everything', async () => {
    const fetchPage = jest.fn(async () => pageOf([unilag, oau]));
    expect(await collectAllPages(fetchPage)).toEqual([unilag, oau]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('pages on in steps of the page size the server applied', async () => {
    const all = [unilag, oau, lbs];
    const fetchPage = jest.fn(async (pageIndex: number) =>
      pageOf(all.slice(pageIndex, pageIndex + 1), { totalCount: 3, pageIndex, pageSize: 1, maxPageSize: 1 }),
    );
    expect(await collectAllPages(fetchPage)).toEqual(all);
    expect(fetchPage.mock.calls.map(([index]) => index)).toEqual([0, 1, 2]);
  });

  it('keeps one copy of a row that moved to the next page while it was read', async () => {
    const pages = [
      pageOf([unilag, oau], { totalCount: 3, pageSize: 2 }),
      pageOf([oau, lbs], { pageSize: 2 }),
    ];
    expect(await collectAllPages(async (index) => pages[index]!)).toEqual([unilag, oau, lbs]);
  });

  it('stops at an empty page and never asks more than its bound', async () => {
    const fetchEmpty = jest.fn(async (index: number) =>
      index === 0 ? pageOf([unilag], { totalCount: 50, pageSize: 1 }) : pageOf([], { pageSize: 1 }),
    );
    expect(await collectAllPages(fetchEmpty)).toEqual([unilag]);
    expect(fetchEmpty).toHaveBeenCalledTimes(2);

    const liar = jest.fn(async () => pageOf([unilag], { totalCount: 10 ** 9, pageSize: 1 }));
    await collectAllPages(liar);
    expect(liar).toHaveBeenCalledTimes(MAX_PAGES);
  });
});
