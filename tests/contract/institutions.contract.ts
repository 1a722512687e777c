import { institutionsRoutes } from '@lendbridge/contract';
import { markAnswered, unanswered } from './coverage';
import { call, expectConforms } from './http';

const route = institutionsRoutes.activeInstitutionsWithScholarships;
const search = (searchWord: string) =>
  call(
    'institutions',
    'GET',
    `${route.url}?searchWord=${encodeURIComponent(searchWord)}&pageSize=10000&pageIndex=0`,
  );

describe('institutions service', () => {
  it('answers the active institutions with their scholarships as the contract says', async () => {
    const answer = await search('');
    expect(answer.status).toBe(200);
    expectConforms(route.response, answer.body);
    markAnswered(route);
  });

  it('answers a search by a short form, a misspelt name and one that finds nothing as the contract says', async () => {
    for (const searchWord of ['UNILAG', 'Univeristy of Lagos', 'zebracorn']) {
      const answer = await search(searchWord);
      expect(answer.status).toBe(200);
      expectConforms(route.response, answer.body);
    }
  });

  it('has a case for every route of the contract', () => {
    expect(unanswered(institutionsRoutes)).toEqual([]);
  });
});
