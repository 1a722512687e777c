import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { activeLoan } from '../../../../tests/unit/marketplace-fixtures';
import { ada, fakeGateway, forgetEverything } from '../../auth/__tests__/gateway-double';
import { saveSession } from '../../auth/session';
import { StatementDownload } from '../components/statement-download';
import { recordDownloads } from '../../../../tests/unit/record-downloads';

const STATEMENT = `GET api/LoanTransaction/loans/${activeLoan.id}/statement`;

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const { saved, clickedDownloads } = recordDownloads();
beforeEach(() => {
  saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });
});
afterEach(() => {
  jest.restoreAllMocks();
  forgetEverything();
});

describe('downloading a statement', () => {
  it.each([
    ['PDF', 'pdf', '%PDF-1.3 a statement', 'application/pdf'],
    ['CSV', 'csv', 'Lendbridge loan statement\r\n', 'text/csv; charset=utf-8'],
  ])(
    'saves the gateway’s %s under the session, named for the lender and the day',
    async (label, format, body, type) => {
      const sent = fakeGateway({ [STATEMENT]: { status: 200, data: new Blob([body], { type }) } });
      const { user } = renderWithProviders(
        <StatementDownload loanId={activeLoan.id} providerName="Lagoon Microfinance Bank" />,
      );
      await user.click(screen.getByRole('button', { name: `Download statement (${label})` }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        `Your statement is downloading as a ${label} file.`,
      );
      const day = new Date().toISOString().slice(0, 10);
      expect(clickedDownloads).toEqual([`lendbridge-statement-lagoon-microfinance-bank-${day}.${format}`]);
      expect(await readText(saved[0]!)).toBe(body);
      expect(saved[0]!.type).toBe(type);
      expect(sent).toEqual([
        expect.objectContaining({
          url: `api/LoanTransaction/loans/${activeLoan.id}/statement`,
          params: { format },
          authorization: 'Bearer token-ada',
        }),
      ]);
    },
  );

  it('says why it was refused, reading the gateway’s message out of the file it answered', async () => {
    const refusal = { requestSuccessful: false, message: 'We could not find that loan.', responseData: null };
    fakeGateway({
      [STATEMENT]: { status: 404, data: new Blob([JSON.stringify(refusal)], { type: 'application/json' }) },
    });
    const { user } = renderWithProviders(
      <StatementDownload loanId={activeLoan.id} providerName="Lagoon Microfinance Bank" />,
    );
    await user.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that loan.');
    expect(clickedDownloads).toEqual([]);
  });
});
