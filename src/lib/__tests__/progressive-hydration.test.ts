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
  HydrateOnInteraction,
  StaticRegion,
  beginProgressiveHydration,
  endInitialHydrationPass,
  pageChanging,
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

/**
 * What Gatsby does with a pre-rendered page: hydrate it, then report the first render done.
 * `built` stands in for the build's HTML where this module's state (a page already hydrated
 * in an earlier test) would make renderToString draw what the browser, not the build, sees.
 */
function hydrateLikeGatsby(tree: VNode, built?: string, beforeTheScript: () => void = () => undefined) {
  const Root: ComponentType = () => {
    useEffect(() => endInitialHydrationPass(), []);
    return tree;
  };
  container().innerHTML = built ?? renderToString(h(Root, null));
  beforeTheScript();
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

describe('HydrateOnInteraction', () => {
  it('leaves its part as built until the first interaction anywhere, then hydrates it before the click', async () => {
    const clicks: string[] = [];
    // A submit button's pattern: a plain button in the build, a submit button once hydrated.
    const Form: ComponentType = () => {
      const hydrated = useClientSnapshot(
        noSubscription,
        () => true,
        () => false,
      );
      return h(
        'div',
        null,
        h('textarea', { name: 'comment' }),
        h('button', { type: hydrated ? 'submit' : 'button', onClick: () => clicks.push('send') }, 'Send'),
      );
    };
    hydrateLikeGatsby(
      h('div', null, h('p', null, 'page'), h(HydrateOnInteraction, null, h(Form, null))),
      '<div><p>page</p><div><textarea name="comment"></textarea><button type="button">Send</button></div></div>',
    );
    const textarea = container().querySelector('textarea')!;
    const button = container().querySelector('button')!;
    await hydrated();
    await act(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The rest of the page has hydrated; the form has not, and typing into it is kept.
    button.click();
    expect(clicks).toEqual([]);
    textarea.value = 'Typed before hydrating';

    await act(async () => {
      textarea.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    button.click();
    expect(clicks).toEqual(['send']);
    expect(container().querySelector('textarea')).toBe(textarea);
    expect(textarea.value).toBe('Typed before hydrating');
    // It hydrated against the build's "button", then became a submit button.
    expect(button.getAttribute('type')).toBe('submit');
  });
});

describe('HydrateOnInteraction, when the visitor started before the script', () => {
  it('hydrates at once if focus was already in the page', async () => {
    const clicks: string[] = [];
    const Form: ComponentType = () =>
      h('div', null, h('textarea', null), h('button', { onClick: () => clicks.push('send') }, 'Send'));
    hydrateLikeGatsby(
      h('div', null, h(HydrateOnInteraction, null, h(Form, null))),
      '<div><div><textarea></textarea><button>Send</button></div></div>',
      () => container().querySelector('textarea')!.focus(),
    );
    await hydrated();
    await act(async () => undefined);
    container().querySelector('button')!.click();
    expect(clicks).toEqual(['send']);
  });
});

// Last in the file: a client-side navigation (pageChanging) ends "the page the build drew" for
// the rest of this module's life, as it does in a browser tab.
describe('StaticRegion', () => {
  const clicks: string[] = [];
  const Clicker: ComponentType<{ name: string }> = ({ name }) =>
    h('button', { type: 'button', onClick: () => clicks.push(name) }, name);
  beforeEach(() => {
    clicks.length = 0;
  });

  /** A page whose root re-renders after hydrating (fresh data), with one static and one live part. */
  function PageWith({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    useEffect(() => setCount(1), []);
    return h(
      'div',
      null,
      h(StaticRegion, null, h('nav', null, h(Clicker, { name: `static ${label}` }))),
      h('p', null, `count ${count}`),
    );
  }

  it('keeps the built markup unhydrated for the page’s life, also when the page re-renders', async () => {
    hydrateLikeGatsby(h('div', null, h(PageWith, { label: 'one' })));
    const nav = container().querySelector('nav')!;
    await hydrated();
    await act(async () => undefined);

    expect(container().textContent).toBe('static onecount 1');
    expect(container().querySelector('nav')).toBe(nav);
    // Never hydrated: the button is the build's, with no handler attached.
    nav.querySelector('button')!.click();
    expect(clicks).toEqual([]);
  });

  it('renders like anything else when nothing is being hydrated', () => {
    act(() => {
      render(h(PageWith, { label: 'fresh' }), container());
    });
    container().querySelector('button')!.click();
    expect(clicks).toEqual(['static fresh']);
  });

  it('is drawn afresh once another page is shown, and goes with its page', async () => {
    // Gatsby's router, in short: the same page component, given the next page's props.
    let show: (page: string) => void = () => undefined;
    const Router: ComponentType = () => {
      const [page, setPage] = useState('first');
      show = setPage;
      return h(PageWith, { label: page });
    };
    hydrateLikeGatsby(h(Router, null));
    await hydrated();
    await act(async () => undefined);

    act(() => {
      pageChanging();
      show('second');
    });
    expect(container().querySelectorAll('nav')).toHaveLength(1);
    expect(container().querySelector('nav')!.textContent).toBe('static second');
    container().querySelector('button')!.click();
    expect(clicks).toEqual(['static second']);

    act(() => {
      render(h('div', null, 'elsewhere'), container());
    });
    expect(container().querySelector('nav')).toBeNull();
  });
});

describe('StaticRegion that depends on a value', () => {
  // Preact's h() takes the children apart from the props.
  const RegionDependingOn = StaticRegion as unknown as ComponentType<{ dependsOn: boolean }>;
  const RegionDependingOnText = StaticRegion as unknown as ComponentType<{ dependsOn: string }>;
  // The header's pattern: built for a visitor who is not logged in; the browser reads the session.
  const Account: ComponentType<{ signedIn: boolean }> = ({ signedIn }) =>
    signedIn
      ? h('a', { href: '/dashboard', class: 'contained' }, 'Dashboard')
      : h('a', { href: '/user/login', class: 'outlined' }, 'Log in');
  const Page: ComponentType<{ session: boolean }> = ({ session }) => {
    const [signedIn, setSignedIn] = useState(false);
    useEffect(() => setSignedIn(session), [session]);
    return h(
      'div',
      null,
      h(RegionDependingOn, { dependsOn: signedIn }, h('header', null, h(Account, { signedIn }))),
    );
  };
  const built = '<div><div><header><a href="/user/login" class="outlined">Log in</a></header></div></div>';

  it('keeps the built markup while the value is the one it was built with', async () => {
    hydrateLikeGatsby(h('div', null, h(Page, { session: false })), built);
    const header = container().querySelector('header');
    await hydrated();
    await act(async () => undefined);
    expect(container().querySelector('header')).toBe(header);
  });

  it('draws itself afresh, with the new value in every attribute, once the value differs', async () => {
    hydrateLikeGatsby(h('div', null, h(Page, { session: true })), built);
    const header = container().querySelector('header');
    await hydrated();
    await act(async () => undefined);
    const link = container().querySelector('a')!;
    expect(container().querySelector('header')).not.toBe(header);
    expect(container().querySelectorAll('header')).toHaveLength(1);
    expect(link.textContent).toBe('Dashboard');
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(link.getAttribute('class')).toBe('contained');
  });
  it('updates in place, like anything else, once another page is shown', async () => {
    let setValue: (value: string) => void = () => undefined;
    let show: (page: string) => void = () => undefined;
    const Page: ComponentType<{ page: string }> = ({ page }) => {
      const [value, set] = useState('built');
      setValue = set;
      return h(
        'div',
        null,
        h(RegionDependingOnText, { dependsOn: value }, h('p', null, `${page}: ${value}`)),
      );
    };
    const Router: ComponentType = () => {
      const [page, setPage] = useState('first');
      show = setPage;
      return h(Page, { page });
    };
    hydrateLikeGatsby(h(Router, null));
    await hydrated();
    act(() => {
      pageChanging();
      show('second');
    });
    const paragraph = container().querySelector('p');
    expect(paragraph!.textContent).toBe('second: built');
    act(() => setValue('fresh'));
    expect(container().querySelector('p')).toBe(paragraph);
    expect(paragraph!.textContent).toBe('second: fresh');
  });
});

describe('StaticRegion inside a region that hydrates on interaction', () => {
  it('stays as built when its region hydrates, even after the rest of the page has', async () => {
    const clicks: string[] = [];
    const Clicker: ComponentType<{ name: string }> = ({ name }) =>
      h('button', { type: 'button', onClick: () => clicks.push(name) }, name);
    hydrateLikeGatsby(
      h(
        'div',
        null,
        h(
          HydrateOnInteraction,
          null,
          h(
            'footer',
            null,
            h(Clicker, { name: 'live' }),
            h(StaticRegion, null, h('nav', null, h(Clicker, { name: 'static' }))),
          ),
        ),
      ),
      '<div><footer><button type="button">live</button><nav><button type="button">static</button></nav></footer></div>',
    );
    await hydrated();
    await act(async () => undefined);
    const [live, fixed] = [...container().querySelectorAll('button')];
    await act(async () => {
      live!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    live!.click();
    fixed!.click();
    expect(clicks).toEqual(['live']);
    expect(container().querySelectorAll('button')[1]).toBe(fixed);
  });
});
