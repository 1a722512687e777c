/**
 * Rebuilds the pre-rendered site after content changes, debounced: a burst of edits (an admin
 * working down the FAQ) costs one build, started `delayMs` after the last of them. One build
 * runs at a time; a change during a build asks for another once it ends, so the last change is
 * always built. A failed build is reported and retried on the next change.
 */
export interface SiteRebuilder {
  /** A change to what the pages pre-render has committed. */
  request(): void;
  /** Stops waiting; a build already running is left to finish. */
  stop(): void;
  /** Resolves when no build is waiting or running (tests). */
  idle(): Promise<void>;
}

export function createSiteRebuilder(options: {
  delayMs: number;
  build: () => Promise<void>;
  onError: (error: unknown) => void;
  setTimer?: (run: () => void, ms: number) => { cancel(): void };
}): SiteRebuilder {
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const timer = setTimeout(run, ms);
      timer.unref();
      return { cancel: () => clearTimeout(timer) };
    });
  let timer: { cancel(): void } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const start = () => {
    timer = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .build()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          schedule();
        }
      });
  };
  const schedule = () => {
    timer?.cancel();
    timer = setTimer(start, options.delayMs);
  };

  return {
    request() {
      if (!stopped) schedule();
    },
    stop() {
      stopped = true;
      timer?.cancel();
      timer = undefined;
    },
    async idle() {
      while (running || timer) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}
