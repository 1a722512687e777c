/**
 * What every benchmark shares: the same script runs as the measuring parent and as the child
 * serving what is measured (so each gets a core), and reports percentiles of sorted latencies.
 */

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Runs `serve` in the child that BENCH_ROLE names, `main` otherwise; either failing exits 1. */
export function runBenchProcess(
  childRole: string,
  serve: () => Promise<void>,
  main: () => Promise<void>,
): void {
  const child = process.env.BENCH_ROLE === childRole;
  (child ? serve : main)().catch((error: unknown) => {
    console.error(child || !(error instanceof Error) ? error : error.message);
    process.exit(1);
  });
}
