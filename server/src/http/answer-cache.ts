/**
 * Keeps public answers, already serialized, for a few seconds. The catalogue is the same for
 * everyone and changes rarely, so under load almost every request is answered from memory and
 * the database sees one query per answer per interval, whatever the traffic. Concurrent misses
 * share one query; failures are never kept.
 */
export interface AnswerCache {
  get(key: string, produce: () => Promise<unknown>): Promise<string>;
  /** Forgets every kept answer, after a change to what they show (a lender's terms). */
  clear(): void;
}

export function createAnswerCache(ttlMs: number, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, { expiresAt: number; body: Promise<string> }>();
  return {
    get(key, produce) {
      if (ttlMs <= 0) return produce().then((value) => JSON.stringify(value));
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > time) return kept.body;
      const body = produce().then((value) => JSON.stringify(value));
      entries.set(key, { expiresAt: time + ttlMs, body });
      body.catch(() => entries.delete(key));
      return body;
    },
    clear: () => entries.clear(),
  };
}
