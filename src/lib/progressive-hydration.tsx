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
 * Two kinds of region go further. A <StaticRegion> (text and links fixed at build time) is never
 * hydrated on the page the build drew; a <HydrateOnInteraction> (a form most visits never use)
 * waits for the visitor's first press, key or focus. Both render normally once another page is
 * shown.
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

// Whether the browser opened a page the build drew (and hydrated it), rather than an empty shell.
let openedBuiltPage = false;

/** Called before Gatsby hydrates a pre-rendered page: regions rendered from now on wait their turn. */
export function beginProgressiveHydration() {
  openedBuiltPage = true;
  // Each page load is its own built page and waits for its own first interaction (the tests
  // hydrate several pages).
  pageShown = 0;
  firstInteraction = undefined;
  holdStateUpdatesWhileHydrating();
  initialPass = true;
  hydrating = true;
}

/** Called once the page's first render is committed; regions mounted later render at once. */
export function endInitialHydrationPass() {
  initialPass = false;
  settleIfComplete();
}

/** Whether the page the build drew is still hydrating (a region waits for its turn). */
export function pageIsHydrating(): boolean {
  return hydrating;
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

// Counts client-side navigations, so static regions still showing the first page's markup know
// when it stops being the page on screen.
let pageShown = 0;
const pageListeners = new Set<() => void>();

/** Called before a client-side navigation renders the next page (gatsby-browser.tsx). */
export function pageChanging() {
  pageShown += 1;
  for (const listener of [...pageListeners]) listener();
}

function subscribeToPages(listener: () => void) {
  pageListeners.add(listener);
  return () => {
    pageListeners.delete(listener);
  };
}

const currentPage = () => pageShown;

/** The number of client-side navigations so far, re-rendering the caller on the next one. */
function usePageShown(): number {
  return React.useSyncExternalStore(subscribeToPages, currentPage, currentPage);
}

// A turn that never comes: a static region stays suspended, i.e. as the build drew it.
const NEVER: Turn = { granted: false, promise: new Promise<void>(() => undefined) };

// The first sign that someone is about to use the page: a press, a key, a tap or focus moving.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let firstInteraction: Turn | undefined;

/** One turn for every region waiting for it, granted by the page's first interaction. */
function firstInteractionTurn(): Turn {
  if (firstInteraction) return firstInteraction;
  // Focus already in the page: the visitor started before the script arrived (typing into the
  // form, maybe), and that interaction fired no event this code could hear.
  const active = document.activeElement;
  if (active && active !== document.body) {
    firstInteraction = { granted: true, promise: Promise.resolve() };
    return firstInteraction;
  }
  const turn: Turn = { granted: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    const grant = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, grant, true);
      turn.granted = true;
      resolve();
    };
    // Capturing, so the region hydrates in this event's microtasks, before the click it leads to.
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, grant, { capture: true, passive: true });
  });
  firstInteraction = turn;
  return turn;
}

/**
 * True inside a region hydrating after the rest of the page (HydrateOnInteraction): client
 * snapshots there start from the build's value again (client-snapshot.ts), as the region's
 * elements do.
 */
export const HydratesLate = React.createContext(false);

type Until = 'turn' | 'never' | 'interaction';

function Deferred({ children, until }: { children: React.ReactElement; until: Until }) {
  // Regions nested in a deferred one mount while it resumes hydrating, after the first pass; in
  // one hydrating on interaction, that can be long after the rest of the page has hydrated.
  const late = React.useContext(HydratesLate);
  const [turn] = React.useState<Turn | null>(() => {
    if (until === 'turn') return hydrating ? requestTurn() : null;
    // Only the built page's markup can be kept; a region of a page navigated to renders.
    if (pageShown > 0 || !(hydrating || late)) return null;
    return until === 'never' ? NEVER : firstInteractionTurn();
  });
  // Suspending while hydrating is what keeps the pre-rendered element untouched until the turn.
  if (turn && !turn.granted) throw turn.promise;
  if (until === 'interaction' && turn) return <HydratesLate.Provider value>{children}</HydratesLate.Provider>;
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
      <Deferred until="turn">{children}</Deferred>
    </React.Suspense>
  );
}

/**
 * Whether the page on screen is still the one the build drew, so what the build put in its <head>
 * (global styles) is there and current. False in the build itself, after a client-side navigation
 * and on pages rendered in the browser from an empty shell.
 */
export function useIsBuiltPage(): boolean {
  const page = usePageShown();
  return openedBuiltPage && page === 0;
}

/**
 * Markup that needs no JavaScript: text, headings, lists and links, fixed when the site is built.
 * On the page the build drew it is never hydrated, so it costs no render, no computed styles and
 * no handlers: its elements stay exactly as built (links still navigate in the app: see
 * static-links.ts). After a client-side navigation, and outside a page's hydration (tests), it
 * renders like anything else. `children` must render exactly one element, as for HydrateInTurn.
 *
 * Nothing in it may depend on state, the session, today's date or data refreshed in the browser,
 * except through `dependsOn` (a value, or an array of values compared one by one): while that is
 * what the region was first rendered with, the built markup stays; once it differs (the session
 * turned out to be live, fresh data differs from the build's), the region drops that markup and
 * renders afresh with the new value, once. Its markup built from the first value may not be
 * hydrated instead: Preact, hydrating, keeps an element's attributes as they are, so new text
 * would stand beside old links and classes.
 */
export function StaticRegion({ children, dependsOn }: { children: React.ReactElement; dependsOn?: unknown }) {
  const late = React.useContext(HydratesLate);
  // Whether it holds the build's markup: mounted on the page the build drew, while that page
  // hydrates (or inside a part hydrating late). Anywhere else a change is an ordinary update.
  const [holdsBuiltMarkup] = React.useState(() => pageShown === 0 && (hydrating || late));
  const changed = useHasChanged(dependsOn);
  const stillTheBuiltPage = usePageShown() === 0;
  return (
    <BuiltPageRegion until="never" renderAfresh={changed && holdsBuiltMarkup && stillTheBuiltPage}>
      {children}
    </BuiltPageRegion>
  );
}

/** The same value, or arrays holding the same values in the same order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index]))
  );
}

/** Whether `value` has ever differed from what it was on the caller's first render. */
function useHasChanged(value: unknown): boolean {
  const [first] = React.useState(() => value);
  // Once true, true for good: set during render, idempotently, so a repeated render agrees.
  const changed = React.useRef(false);
  if (!changed.current && !sameValue(value, first)) changed.current = true;
  return changed.current;
}

/**
 * A region holding on to the built page's markup `until` something, and for that page only, or
 * until told to `renderAfresh`.
 */
function BuiltPageRegion({
  until,
  renderAfresh = false,
  children,
}: {
  until: Until;
  renderAfresh?: boolean;
  children: React.ReactElement;
}) {
  // A new key once another page is shown (or the region must render afresh): the first page's
  // markup is dropped and the region is rendered anew (a suspended region that merely re-rendered
  // would keep it).
  const key = `${usePageShown()}${renderAfresh ? '+' : ''}`;
  return (
    <React.Suspense key={key} fallback={null}>
      <Deferred until={renderAfresh ? 'turn' : until}>{children}</Deferred>
    </React.Suspense>
  );
}

/**
 * A part of the page most visits never use (the footer's feedback form, a search's filters): on
 * the page the build drew it is left as built until the visitor first presses, types, taps or
 * moves focus anywhere on the page, and hydrates then, before that press becomes a click. Its
 * props and state must be what the build rendered until then; uncontrolled fields keep what was
 * typed. When the page already knows on arrival that this part must show something else (the
 * address holds a search), `soonerIf` makes it hydrate in its turn instead, like HydrateInTurn.
 * Rendered at once anywhere else. `children` must render exactly one element.
 */
export function HydrateOnInteraction({
  children,
  soonerIf = false,
}: {
  children: React.ReactElement;
  soonerIf?: boolean;
}) {
  return <BuiltPageRegion until={soonerIf ? 'turn' : 'interaction'}>{children}</BuiltPageRegion>;
}
