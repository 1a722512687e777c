import { makeStore } from '../../../app/store';
import { fail, fakeGateway, ok } from '../../auth/__tests__/gateway-double';
import { feedbackReset, selectFeedbackSending, selectFeedbackStatus } from '../feedback-slice';
import { sendFeedback } from '../send-feedback';

const draft = { comment: 'Nice', page: '/faq', website: '' };

describe('feedback slice', () => {
  it('sets feedbackStatus when feedback is received, with a sending flag around the call', async () => {
    fakeGateway({ 'POST api/Feedback/create': ok({}) });
    const store = makeStore();
    const pending = sendFeedback(store.dispatch, draft);
    expect(selectFeedbackSending(store.getState())).toBe(true);
    await pending;
    expect(selectFeedbackSending(store.getState())).toBe(false);
    expect(selectFeedbackStatus(store.getState())).toBe(true);
    store.dispatch(feedbackReset());
    expect(selectFeedbackStatus(store.getState())).toBe(false);
  });

  it('leaves feedbackStatus unset on failure and logs the error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeGateway({ 'POST api/Feedback/create': fail(429, 'Too many attempts.') });
    const store = makeStore();
    await sendFeedback(store.dispatch, draft);
    expect(selectFeedbackSending(store.getState())).toBe(false);
    expect(selectFeedbackStatus(store.getState())).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('sends the honeypot only when it holds something', async () => {
    const sent = fakeGateway({ 'POST api/Feedback/create': ok({}) });
    const store = makeStore();
    await sendFeedback(store.dispatch, draft);
    await sendFeedback(store.dispatch, { ...draft, website: 'bot.example' });
    expect(sent.map((request) => request.body)).toEqual([
      { comment: 'Nice', page: '/faq' },
      { comment: 'Nice', page: '/faq', website: 'bot.example' },
    ]);
  });
});
