import { screen } from '@testing-library/react';
import * as React from 'react';
import { renderWithProviders } from '../../../../tests/unit/test-utils';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { FEEDBACK_THANKS, FeedbackForm } from '../components/feedback-form';
import { FeedbackPanel } from '../components/feedback-panel';
import { selectFeedbackStatus } from '../feedback-slice';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('FeedbackForm', () => {
  it('sends the message as comment, sets feedbackStatus and thanks the person in place', async () => {
    const sent = fakeGateway({ 'POST api/Feedback/create': ok({}) });
    const { user, store } = renderWithProviders(<FeedbackForm />);

    await user.type(screen.getByLabelText(/^Your feedback/), 'The FAQ helped.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('status')).toHaveTextContent(FEEDBACK_THANKS);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(selectFeedbackStatus(store.getState())).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'api/Feedback/create' });
    expect(sent[0]?.body).toEqual({ comment: 'The FAQ helped.', page: '/' });
    expect(screen.queryByLabelText(/^Your feedback/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(screen.getByLabelText(/^Your feedback/)).toHaveValue('');
  });

  it('shows nothing when the call fails: it is only logged, and the text stays to try again', async () => {
    fakeGateway({ 'POST api/Feedback/create': fail(500, 'Something went wrong on our side.') });
    const { user, store } = renderWithProviders(<FeedbackForm />);

    await user.type(screen.getByLabelText(/^Your feedback/), 'Broken?');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await screen.findByRole('button', { name: 'Send feedback' });
    expect(consoleError).toHaveBeenCalledWith('Sending feedback failed:', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Your feedback/)).toHaveValue('Broken?');
    expect(selectFeedbackStatus(store.getState())).toBe(false);
  });

  it('shows nothing on a network failure either', async () => {
    fakeGateway({ 'POST api/Feedback/create': 'network-error' });
    const { user } = renderWithProviders(<FeedbackForm />);

    await user.type(screen.getByLabelText(/^Your feedback/), 'Offline?');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await screen.findByRole('button', { name: 'Send feedback' });
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for some text before any call', async () => {
    const sent = fakeGateway({});
    const { user } = renderWithProviders(<FeedbackForm />);

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(screen.getByLabelText(/^Your feedback/)).toHaveAccessibleDescription('Write your feedback first.');
    expect(sent).toHaveLength(0);
  });
});

describe('FeedbackPanel', () => {
  it('is closed until asked for, then shows the form with the field focused, and closes again', async () => {
    const { user } = renderWithProviders(<FeedbackPanel />);
    const opener = screen.getByRole('button', { name: 'Send us feedback' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Feedback' })).not.toBeInTheDocument();

    await user.click(opener);

    expect(await screen.findByLabelText(/^Your feedback/)).toHaveFocus();
    const closer = screen.getByRole('button', { name: 'Close feedback' });
    expect(closer).toHaveAttribute('aria-expanded', 'true');
    await user.click(closer);
    expect(screen.queryByLabelText(/^Your feedback/)).not.toBeInTheDocument();
  });
});
