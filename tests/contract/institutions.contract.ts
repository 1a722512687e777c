import { institutionsRoutes } from '@lendbridge/contract';
import { markAnswered, unanswered } from './coverage';
import { call, expectConforms } from './http';

describe('institutions service', () => {
  it('answers the active institutions with their scholarships as the contract says', async () => {
    const answer = await call(
      'institutions',
      'GET',
      '/api/v1/Institution/GetAllActiveInstitutionsWithScholarships?searchWord=&pageSize=10000&pageIndex=0',
    );
    expect(answer.status).toBe(200);
    expectConforms(institutionsRoutes.activeInstitutionsWithScholarships.response, answer.body);
    markAnswered(institutionsRoutes.activeInstitutionsWithScholarships);
  });

  it('has a case for every route of the contract', () => {
    expect(unanswered(institutionsRoutes)).toEqual([]);
  });
});
