import * as React from 'react';

/*
 * Progressive hydration. Hydrating a whole page in one go is one long task (about 45 ms on a
 * laptop for the header, footer and providers alone, four times that on a mid-range phone), and
 * the page ignores taps until it ends. Each <HydrateInTurn> region is left as the build drew it
 * while the page hydrates, then hydrated in a task of its own, one region per task in document
 * order, so the browser can handle input and paint between them.
 *
 * A region must hydrate against the props and state the build rendered it with, or Preact,
 * which leaves attributes alone while hydrating, would pair new text with old links and classes.
 * So until every region has hydrated, state updates (a session read from storage, fresh data, a
 * query read from the URL) are held, then applied together as an ordinary render.
 *
 * It relies on Preact (gatsby-config.ts): a component that suspends while hydrating keeps its
 * server-rendered element and resumes hydrating it when the promise settles, and every state
 * update, hooks' included, goes through Component#setState. React would show the Suspense
 * fallback instead, so this must not outlive the switch to Preact unexamined.
 */

type Turn = { promise: Promise<void>; granted: boolean };

// From just before a pre-rendered page hydrates until the page's first render is committed.
let initialPass = false;
// From just before the page hydrates until its last deferred region has hydrated.
let hydrating = false;
const waiting: Array<() => void> = [];
const heldUpdates: Array<() => void> = [];
const onComplete = new Set<() => void>();
let channel: MessageChannel | undefined;

function settleIfComplete() {
  if (!hydrating || initialPass || waiting.length > 0) return;
  hydrating = false;
  // In one task, so Preact renders them all in one pass.
  for (const update of heldUpdates.splice(0)) update();
  for (const listener of [...onComplete]) listener();
  onComplete.clear();
}

type SetState = (this: React.Component, ...args: unknown[]) => void;
let holding = false;

function holdStateUpdatesWhileHydrating() {
  if (holding) return;
  holding = true;
  const prototype = React.Component.prototype as unknown as { setState: SetState };
  const setState = prototype.setState;
  prototype.setState = function holdWhileHydrating(this: React.Component, ...args: unknown[]) {
    if (hydrating) heldUpdates.push(() => setState.apply(this, args));
    else setState.apply(this, args);
  };
}

let turnScheduled = false;

// A message, unlike setTimeout, is not clamped to 4 ms once nested, and it is a task of its own.
function scheduleTurn() {
  if (turnScheduled) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = grantNextTurn;
  }
  turnScheduled = true;
  channel.port2.postMessage(null);
}

function grantNextTurn() {
  turnScheduled = false;
  const grant = waiting.shift();
  if (grant) {
    // The region hydrates in this task's microtasks (Preact renders on a resolved promise), and
    // any region nested in it queues up behind the others.
    grant();
    scheduleTurn();
  } else {
    settleIfComplete();
  }
}

function requestTurn(): Turn {
  const turn: Turn = { granted: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    waiting.push(() => {
      turn.granted = true;
      resolve();
    });
  });
  scheduleTurn();
  return turn;
}

/** Called before Gatsby hydrates a pre-rendered page: regions rendered from now on wait their turn. */
export function beginProgressiveHydration() {
  holdStateUpdatesWhileHydrating();
  initialPass = true;
  hydrating = true;
}

/** Called once the page's first render is committed; regions mounted later render at once. */
export function endInitialHydrationPass() {
  initialPass = false;
  settleIfComplete();
}

/**
 * Calls `listener` once the page and every deferred region have hydrated (at once if they
 * have, or if the page was never hydrated). Returns a function that cancels the call.
 */
export function whenHydrated(listener: () => void): () => void {
  if (!hydrating) {
    listener();
    return () => undefined;
  }
  onComplete.add(listener);
  return () => {
    onComplete.delete(listener);
  };
}

function Deferred({ children }: { children: React.ReactElement }) {
  // Regions nested in a deferred one mount while it resumes hydrating, after the first pass.
  const [turn] = React.useState<Turn | null>(() => (hydrating ? requestTurn() : null));
  // Suspending while hydrating is what keeps the pre-rendered element untouched until the turn.
  if (turn && !turn.granted) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` in a task of its own after the rest of the page. `children` must render
 * exactly one element: Preact keeps one pre-rendered node for a suspended component. Outside a
 * page's hydration (the build, client-side navigations, tests) it renders at once.
 */
export function HydrateInTurn({ children }: { children: React.ReactElement }) {
  return (
    <React.Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </React.Suspense>
  );
}
