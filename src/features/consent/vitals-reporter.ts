import type { Metric } from 'web-vitals';

/**
 * docs/requirements.md#c-vitals-debounce: Web Vitals are sent in batches, 3000 ms after the last
 * measurement.
 */
export const VITALS_DEBOUNCE_MS = 3000;

export interface VitalSample {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  path: string;
}

export type Send = (url: string, body: string) => void;

/** sendBeacon survives the page being closed; fetch with keepalive where it is missing. */
const beacon: Send = (url, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
};

export interface VitalsReporterOptions {
  url: string;
  /** Asked before every send, so a withdrawn consent stops reports already queued. */
  allowed: () => boolean;
  send?: Send;
  debounceMs?: number;
}

/**
 * Queues measurements and sends them together once none has arrived for the debounce period,
 * so a page view costs one or two requests instead of one per metric update.
 */
export function createVitalsReporter({
  url,
  allowed,
  send = beacon,
  debounceMs = VITALS_DEBOUNCE_MS,
}: VitalsReporterOptions) {
  let queue: VitalSample[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length > 0 && allowed()) send(url, JSON.stringify(batch));
  };

  const report = (metric: Metric) => {
    queue.push({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path: window.location.pathname,
    });
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  };

  return { report, flush };
}
