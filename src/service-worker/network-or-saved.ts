/**
 * Network first, without hanging on a connection that is up but carries nothing (a captive
 * portal, a train between masts): the browser would wait minutes for such a request, so after
 * NETWORK_TIMEOUT_MS a saved copy answers instead, if there is one. Kept free of worker globals
 * so the unit tests can drive it.
 */

/** Long enough for a slow 3G answer to a page, short enough that nobody gives up on a blank tab. */
export const NETWORK_TIMEOUT_MS = 4000;

/**
 * Settles with the network's response; with the saved copy when the network fails, or when it has
 * not answered within `timeoutMs` and a copy exists (without one, it keeps waiting for the
 * network). Rejects with the network's error when that fails and nothing was saved.
 */
export function networkOrSaved(
  network: Promise<Response>,
  saved: () => Promise<Response | undefined>,
  timeoutMs: number = NETWORK_TIMEOUT_MS,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const answer = (response: Response) => {
      settled = true;
      resolve(response);
    };
    const answerFromSaved = async (whenNothingSaved: () => void) => {
      const copy = await saved().catch(() => undefined);
      if (settled) return;
      if (copy) answer(copy);
      else whenNothingSaved();
    };
    const timer = setTimeout(() => void answerFromSaved(() => undefined), timeoutMs);
    network.then(
      (response) => {
        clearTimeout(timer);
        if (!settled) answer(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        void answerFromSaved(() => {
          settled = true;
          reject(error);
        });
      },
    );
  });
}
