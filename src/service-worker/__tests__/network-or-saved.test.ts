/**
 * @jest-environment node
 */
// Node's Response, which jsdom lacks; the worker runs with the browser's.
import { NETWORK_TIMEOUT_MS, networkOrSaved } from '../network-or-saved';

/** A network request the test answers, or fails, when it chooses. */
function pendingRequest() {
  let answer!: (response: Response) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Response>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

const text = (response: Response) => response.text();
const savedCopy = () => Promise.resolve(new Response('saved'));
const nothingSaved = () => Promise.resolve(undefined);

describe('network first, with a saved copy for a silent connection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers with the network when it answers in time, even when a copy is saved', async () => {
    const request = pendingRequest();
    const answer = networkOrSaved(request.promise, savedCopy);
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    request.answer(new Response('fresh'));
    await expect(answer.then(text)).resolves.toBe('fresh');
  });

  it('answers with the saved copy once the network has been silent for the timeout', async () => {
    const request = pendingRequest();
    let settled: string | undefined;
    void networkOrSaved(request.promise, savedCopy)
      .then(text)
      .then((body) => (settled = body));
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe('saved');
    // A late answer changes nothing for this request.
    request.answer(new Response('late'));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe('saved');
  });

  it('keeps waiting for a slow network when nothing is saved', async () => {
    const request = pendingRequest();
    const answer = networkOrSaved(request.promise, nothingSaved);
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS * 10);
    request.answer(new Response('slow but fresh'));
    await expect(answer.then(text)).resolves.toBe('slow but fresh');
  });

  it('answers with the saved copy at once when the network fails', async () => {
    const request = pendingRequest();
    const answer = networkOrSaved(request.promise, savedCopy);
    request.fail(new TypeError('Failed to fetch'));
    await expect(answer.then(text)).resolves.toBe('saved');
  });

  it('fails as the network did when nothing is saved, also after the timeout has passed', async () => {
    const early = pendingRequest();
    const earlyAnswer = networkOrSaved(early.promise, nothingSaved);
    early.fail(new TypeError('Failed to fetch'));
    await expect(earlyAnswer).rejects.toThrow('Failed to fetch');

    const late = pendingRequest();
    const lateAnswer = networkOrSaved(late.promise, nothingSaved);
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS * 2);
    late.fail(new TypeError('Network changed'));
    await expect(lateAnswer).rejects.toThrow('Network changed');
  });

  it('treats an unreadable cache as nothing saved', async () => {
    const request = pendingRequest();
    const answer = networkOrSaved(request.promise, () => Promise.reject(new Error('quota')));
    request.fail(new TypeError('Failed to fetch'));
    await expect(answer).rejects.toThrow('Failed to fetch');
  });
});
