import type { Metric } from 'web-vitals';
import { createVitalsReporter, VITALS_DEBOUNCE_MS } from '../vitals-reporter';

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    rating: 'good',
    id: `v5-${name}`,
    delta: value,
    entries: [],
    navigationType: 'navigate',
  }) as Metric;

describe('the Web Vitals reporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 3000 ms after the last measurement, then sends them all in one request', () => {
    const send = jest.fn();
    const reporter = createVitalsReporter({
      url: 'https://vitals.example/collect',
      allowed: () => true,
      send,
    });
    expect(VITALS_DEBOUNCE_MS).toBe(3000);
    reporter.report(metric('FCP', 900));
    jest.advanceTimersByTime(2000);
    reporter.report(metric('LCP', 1400));
    jest.advanceTimersByTime(2999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as [string, string];
    expect(url).toBe('https://vitals.example/collect');
    expect(JSON.parse(body)).toEqual([
      expect.objectContaining({ name: 'FCP', value: 900, path: '/' }),
      expect.objectContaining({ name: 'LCP', value: 1400, path: '/' }),
    ]);
  });

  it('sends what is queued at once when the page is being hidden', () => {
    const send = jest.fn();
    const reporter = createVitalsReporter({
      url: 'https://vitals.example/collect',
      allowed: () => true,
      send,
    });
    reporter.report(metric('CLS', 0));
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VITALS_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once consent is withdrawn, even what was already queued', () => {
    const send = jest.fn();
    let allowed = true;
    const reporter = createVitalsReporter({
      url: 'https://vitals.example/collect',
      allowed: () => allowed,
      send,
    });
    reporter.report(metric('INP', 80));
    allowed = false;
    jest.advanceTimersByTime(VITALS_DEBOUNCE_MS);
    expect(send).not.toHaveBeenCalled();
  });
});
