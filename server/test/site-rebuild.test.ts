import { createSiteRebuilder } from '../src/site/site-rebuild';

/** A build that ends when the test says so, counting how many started. */
function controlledBuild() {
  const started: Array<() => void> = [];
  return {
    started,
    build: () => new Promise<void>((resolve) => started.push(resolve)),
  };
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the site rebuild after content changes', () => {
  it('builds once for a burst of changes, after the last of them', async () => {
    const { started, build } = controlledBuild();
    const rebuilder = createSiteRebuilder({ delayMs: 20, build, onError: () => {} });
    rebuilder.request();
    await tick(10);
    rebuilder.request();
    await tick(10);
    rebuilder.request();
    expect(started).toHaveLength(0);
    await tick(40);
    expect(started).toHaveLength(1);
    started[0]!();
    await rebuilder.idle();
    expect(started).toHaveLength(1);
  });

  it('runs one build at a time, and builds again after one that a change came during', async () => {
    const { started, build } = controlledBuild();
    const rebuilder = createSiteRebuilder({ delayMs: 5, build, onError: () => {} });
    rebuilder.request();
    await tick();
    expect(started).toHaveLength(1);
    rebuilder.request();
    await tick();
    expect(started).toHaveLength(1);
    started[0]!();
    await tick();
    expect(started).toHaveLength(2);
    started[1]!();
    await rebuilder.idle();
    expect(started).toHaveLength(2);
  });

  it('reports a failed build and builds again on the next change', async () => {
    const errors: unknown[] = [];
    let builds = 0;
    const rebuilder = createSiteRebuilder({
      delayMs: 5,
      build: async () => {
        builds += 1;
        if (builds === 1) throw new Error('gatsby build exited with 1');
      },
      onError: (error) => errors.push(error),
    });
    rebuilder.request();
    await tick();
    await rebuilder.idle();
    expect(errors).toHaveLength(1);
    rebuilder.request();
    await tick();
    await rebuilder.idle();
    expect(builds).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('starts nothing once stopped', async () => {
    const { started, build } = controlledBuild();
    const rebuilder = createSiteRebuilder({ delayMs: 5, build, onError: () => {} });
    rebuilder.request();
    rebuilder.stop();
    rebuilder.request();
    await tick();
    expect(started).toHaveLength(0);
  });
});
