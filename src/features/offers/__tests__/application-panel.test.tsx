import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import { koboOffer, offer } from '../../../../tests/unit/marketplace-fixtures';
import { definitionOf, renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, forgetEverything, ok } from '../../auth/__tests__/gateway-double';
import { saveSession } from '../../auth/session';
import { ada } from '../../auth/__tests__/gateway-double';
import {
  ApplicationPanel,
  OFFER_IN_ADDRESS_SCRIPT,
  OFFER_NOT_ACCEPTED_MESSAGE,
  type ApplicationPanelProps,
} from '../components/application-panel';
import { OFFER_NOT_DECLINED_MESSAGE } from '../components/decline-offer-button';

// Which of the pre-rendered panel's two messages shows is its stylesheet's doing. The unit tests
// stub CSS modules: here the panel's classes keep their names, and the pre-rendered panel's tests
// put its rules in the document.
jest.mock('../components/application-panel.module.css', () => ({
  __esModule: true,
  room: 'room',
  finding: 'finding',
  unseen: 'unseen',
  findingIfOfferInAddress: 'findingIfOfferInAddress',
  noOfferUnlessOfferInAddress: 'noOfferUnlessOfferInAddress',
}));

const ACCEPT = `POST api/LoanTransaction/accept_offer/${koboOffer.id}`;
const DECLINE = `POST api/LoanTransaction/decline_offer/${koboOffer.id}`;

function renderPanel(overrides: Partial<ApplicationPanelProps> = {}) {
  const props: ApplicationPanelProps = {
    lookup: { kind: 'found', offer: koboOffer },
    session: 'authenticated',
    loginHref: '/user/login?next=x',
    registerHref: '/user/register',
    onLeaveToAccount: jest.fn(),
    onAccepted: jest.fn(),
    onDeclined: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithProviders(<ApplicationPanel {...props} />) };
}

beforeEach(() => saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 }));
afterEach(() => {
  forgetEverything();
});

describe('the application panel', () => {
  it('shows a visitor the offer, who receives their details, and the way to log in or register', async () => {
    const { props, user } = renderPanel({ session: 'anonymous' });

    expect(screen.getByRole('heading', { name: 'Kobo Credit: Personal loan' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your details go only to Kobo Credit, and only when you accept/),
    ).toBeInTheDocument();
    expect(definitionOf('Monthly repayment')).toHaveTextContent('₦49,150');
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).not.toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in to accept' });
    expect(login).toHaveAttribute('href', '/user/login?next=x');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/register');

    await user.click(login);
    expect(props.onLeaveToAccount).toHaveBeenCalled();
  });

  it('accepts only with consent, sending it with an idempotency key', async () => {
    const sent = fakeGateway({
      [ACCEPT]: ok(true, 'Offer accepted. Kobo Credit will contact you to confirm the loan and pay it out.'),
    });
    const { props, user } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    const consent = screen.getByRole('checkbox', { name: /sends my application to Kobo Credit/ });
    expect(consent).toHaveAccessibleDescription('Tick the box to agree that your details go to Kobo Credit.');
    expect(sent).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));

    await waitFor(() =>
      expect(props.onAccepted).toHaveBeenCalledWith(
        koboOffer,
        'Offer accepted. Kobo Credit will contact you to confirm the loan and pay it out.',
      ),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        url: `api/LoanTransaction/accept_offer/${koboOffer.id}`,
        body: { consent: true },
      }),
    ]);
  });

  it('shows why an offer cannot be accepted, and retries with the same key', async () => {
    const keys: unknown[] = [];
    fakeGateway({
      [ACCEPT]: (config) => {
        keys.push(config.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? 'network-error'
          : fail(409, 'This offer was withdrawn when you accepted another.');
      },
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: /sends my application/ }));

    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again');
    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This offer was withdrawn when you accepted another.',
      ),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('declines after asking to confirm', async () => {
    const sent = fakeGateway({ [DECLINE]: ok(true, 'Offer declined') });
    const { props, user } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Decline the offer from Kobo Credit' }));
    // The dialog's code loads with the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer from Kobo Credit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));

    await waitFor(() => expect(props.onDeclined).toHaveBeenCalledWith(koboOffer, 'Offer declined'));
    expect(sent[0]).toMatchObject({ body: {} });
  });

  it('says so, and stays on the offer, when the gateway answers that it was not accepted', async () => {
    fakeGateway({ [ACCEPT]: ok(false, 'Kobo Credit is not taking applications today.') });
    const { props, user } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: /sends my application/ }));

    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kobo Credit is not taking applications today.',
    );
    expect(props.onAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept this offer' })).toBeEnabled();
  });

  it('gives its own words when a false acceptance comes without a message', async () => {
    fakeGateway({ [ACCEPT]: ok(false, '') });
    const { props, user } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: /sends my application/ }));

    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_NOT_ACCEPTED_MESSAGE);
    expect(props.onAccepted).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and says so when the gateway answers that the offer was not declined', async () => {
    fakeGateway({ [DECLINE]: ok(false, '') });
    const { props, user } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'Decline the offer from Kobo Credit' }));
    // The dialog's code loads with the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer from Kobo Credit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFER_NOT_DECLINED_MESSAGE);
    expect(props.onDeclined).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Decline the offer from Kobo Credit?' })).toBeInTheDocument();
  });

  it('says plainly when an offer is gone, answered or expired', () => {
    const { rerender } = renderPanel({ lookup: { kind: 'missing' } });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this offer.');

    const expired = offer({
      id: koboOffer.id,
      providerName: 'Kobo Credit',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    rerender(
      <ApplicationPanel
        lookup={{ kind: 'found', offer: expired }}
        session="authenticated"
        loginHref=""
        registerHref=""
        onLeaveToAccount={jest.fn()}
        onAccepted={jest.fn()}
        onDeclined={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This offer has expired.');
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).not.toBeInTheDocument();
  });
});

describe('the pre-rendered panel, before the page’s script has read the address', () => {
  beforeAll(() => {
    const stylesheet = document.createElement('style');
    stylesheet.textContent = readFileSync(
      join(__dirname, '../components/application-panel.module.css'),
      'utf8',
    );
    document.head.append(stylesheet);
  });
  afterEach(() => {
    document.documentElement.removeAttribute('data-offer-in-address');
    window.history.replaceState(null, '', '/');
  });

  const runHeadScript = (address: string) => {
    window.history.replaceState(null, '', address);
    // Indirect eval: the page's head runs it as a classic script, in the global scope.
    (0, eval)(OFFER_IN_ADDRESS_SCRIPT);
  };

  it('shows the “no offer chosen” panel when the address names no offer (and without JavaScript)', () => {
    runHeadScript('/application');
    renderPanel({ lookup: { kind: 'unread' }, session: 'unknown' });
    expect(screen.getByText(/No offer chosen yet/)).toBeVisible();
    expect(screen.getByText('Finding your offer…')).not.toBeVisible();
  });

  it('shows “Finding your offer…” in the same place when the address names one', () => {
    runHeadScript('/application?offer=2f6f1c1e-4b8a-4c55-9d63-0c1a3e5b7d90');
    renderPanel({ lookup: { kind: 'unread' }, session: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Finding your offer…');
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.getByText(/No offer chosen yet/)).not.toBeVisible();
  });
});
