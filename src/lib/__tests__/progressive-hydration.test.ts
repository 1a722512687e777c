/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Progressive hydration leans on how Preact hydrates (the build renders with it), so it is
// checked under Preact, the way preact-parity.test.ts checks the other shims.
jest.mock('react', () => jest.requireActual('preact/compat'));
// The module under test is TSX, which Jest compiles to React's JSX runtime.
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));
jest.mock('react/jsx-dev-runtime', () => jest.requireActual('preact/jsx-runtime'));

import {
  createElement as h,
  hydrate,
  render,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
} from 'preact/compat';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { useClientSnapshot } from '../client-snapshot';
import {
  HydrateInTurn,
  beginProgressiveHydration,
  endInitialHydrationPass,
  whenHydrated,
} from '../progressive-hydration';
import { preactContainerPerTest } from '../../../tests/unit/preact-container';

// jsdom has no MessageChannel; this one delivers each message in a task of its own, as browsers do.
class TaskChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
}
Object.assign(globalThis, { MessageChannel: TaskChannel });

const container = preactContainerPerTest();

const hydrated = () => new Promise<void>((resolve) => whenHydrated(resolve));
const noSubscription = () => () => undefined;

/** What Gatsby does with a pre-rendered page: hydrate it, then report the first render done. */
function hydrateLikeGatsby(tree: VNode) {
  const Root: ComponentType = () => {
    useEffect(() => endInitialHydrationPass(), []);
    return tree;
  };
  container().innerHTML = renderToString(h(Root, null));
  beginProgressiveHydration();
  hydrate(h(Root, null), container());
}

describe('HydrateInTurn', () => {
  const log: string[] = [];
  const Clicker: ComponentType<{ name: string }> = ({ name }) => {
    log.push(`render ${name}`);
    return h('button', { type: 'button', onClick: () => log.push(`click ${name}`) }, name);
  };
  beforeEach(() => {
    log.length = 0;
  });

  it('renders its child in place, with nothing around it, in the build', () => {
    expect(
      renderToString(h('main', null, h(HydrateInTurn, null, h('p', null, 'static')), h('p', null, 'after'))),
    ).toBe('<main><p>static</p><p>after</p></main>');
  });

  it('leaves each region as built while the page hydrates, then hydrates it in order, keeping its elements', async () => {
    const tree = h(
      'div',
      null,
      h(Clicker, { name: 'root' }),
      h(HydrateInTurn, null, h('header', null, h(Clicker, { name: 'header' }))),
      h(HydrateInTurn, null, h('footer', null, h(Clicker, { name: 'footer' }))),
    );
    hydrateLikeGatsby(tree);
    const [rootButton, headerButton, footerButton] = [...container().querySelectorAll('button')];
    log.length = 0;
    await Promise.resolve();

    // The page itself is live at once; the regions are there, drawn, but not yet hydrated.
    rootButton!.click();
    headerButton!.click();
    expect(log).toEqual(['click root']);
    expect(container().textContent).toBe('rootheaderfooter');

    await hydrated();
    expect(log).toEqual(['click root', 'render header', 'render footer']);
    const buttons = [...container().querySelectorAll('button')];
    expect(buttons[1]).toBe(headerButton);
    expect(buttons[2]).toBe(footerButton);
    headerButton!.click();
    footerButton!.click();
    expect(log.slice(-2)).toEqual(['click header', 'click footer']);
  });

  it('hydrates a region against what was built even when state changes first, then shows the change', async () => {
    // The root reads "the browser" as the session sync does; a layout effect makes sure it happens
    // before the region's turn, as a plain effect may in a browser.
    const Account: ComponentType<{ signedIn: boolean }> = ({ signedIn }) =>
      signedIn
        ? h('a', { href: '/dashboard', class: 'contained' }, 'Dashboard')
        : h('a', { href: '/user/login', class: 'outlined' }, 'Log in');
    const Page: ComponentType = () => {
      const [signedIn, setSignedIn] = useState(false);
      useLayoutEffect(() => setSignedIn(true), []);
      return h('div', null, h(HydrateInTurn, null, h('header', null, h(Account, { signedIn }))));
    };
    hydrateLikeGatsby(h(Page, null));
    await hydrated();
    await act(async () => undefined);

    const link = container().querySelector('a')!;
    expect(link.textContent).toBe('Dashboard');
    // Hydrating with the new state would have kept the built href and class beside the new text.
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(link.getAttribute('class')).toBe('contained');
  });

  it('keeps client snapshots at their server value until the last region has hydrated', async () => {
    const seen: string[] = [];
    const Probe: ComponentType = () => {
      const value = useClientSnapshot(
        noSubscription,
        () => 'browser',
        () => 'server',
      );
      seen.push(value);
      return h('p', null, value);
    };
    hydrateLikeGatsby(
      h(
        'div',
        null,
        h(HydrateInTurn, null, h('section', null, h(Probe, null))),
        h(HydrateInTurn, null, h('section', null, h(Probe, null))),
      ),
    );
    await hydrated();
    await act(async () => undefined);

    // Two renders in the build, two while hydrating, then the browser's value once all are done.
    expect(seen).toEqual(['server', 'server', 'server', 'server', 'browser', 'browser']);
    expect(container().textContent).toBe('browserbrowser');
  });

  it('renders at once when nothing is being hydrated (client-side navigation)', () => {
    act(() => {
      render(
        h('div', null, h(HydrateInTurn, null, h('section', null, h(Clicker, { name: 'fresh' })))),
        container(),
      );
    });
    expect(log).toEqual(['render fresh']);
    container().querySelector('button')!.click();
    expect(log).toEqual(['render fresh', 'click fresh']);
  });
});
