/**
 * Resolves in a task of its own, after whatever the browser has queued (input, a frame), so long
 * work split at each `await nextTask()` never holds the main thread for long. A message is used
 * rather than setTimeout, which browsers clamp to 4 ms once nested. Every browser has
 * MessageChannel; where there is none (jsdom, in unit tests) this resolves at once.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      resolve();
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
