import { navigate, prefetchPathname } from 'gatsby';
import { beginProgressiveHydration, endInitialHydrationPass } from '../progressive-hydration';
import { prefetchLinksInView, routeLinksThroughTheApp } from '../static-links';

// Once for the file, as the browser does once per tab.
routeLinksThroughTheApp();

/** Puts `html` in the page and clicks its first link as a person would (or with `init`), reporting whether the browser's own navigation was cancelled. */
function click(html: string, init: MouseEventInit = {}, handledByComponent = false): boolean {
  document.body.innerHTML = html;
  const link = document.querySelector('a')!;
  if (handledByComponent) link.addEventListener('click', (event) => event.preventDefault());
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  jest.mocked(prefetchPathname).mockClear();
  window.history.replaceState(null, '', '/blog');
});

describe('links no component handles', () => {
  it('open the site’s pages in the app, query and fragment included', () => {
    expect(click('<a href="/faq">FAQ</a>')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/faq');
    click(`<a href="${window.location.origin}/scholarships?q=nursing#results"><span>Nursing</span></a>`);
    expect(navigate).toHaveBeenLastCalledWith('/scholarships?q=nursing#results');
  });

  it('are left to the browser for new tabs, downloads, other sites, files and places on this page', () => {
    const left = [
      click('<a href="/faq">FAQ</a>', { ctrlKey: true }),
      click('<a href="/faq">FAQ</a>', { metaKey: true }),
      click('<a href="/faq">FAQ</a>', { shiftKey: true }),
      click('<a href="/faq">FAQ</a>', { button: 1 }),
      click('<a href="/faq" target="_blank" rel="noopener">FAQ</a>'),
      click('<a href="/privacy.pdf" download>Policy</a>'),
      click('<a href="https://cbn.gov.ng/">Central Bank</a>'),
      click('<a href="mailto:team@lendbridge.example">Mail us</a>'),
      click('<a href="/sitemap-index.xml">Sitemap</a>'),
      click('<a href="#main">Skip to content</a>'),
      click('<a href="/blog#latest">Latest</a>'),
      click('<a>No address</a>'),
    ];
    expect(left).toEqual(left.map(() => false));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leave a link that a component has already handled (Gatsby’s <Link>) alone', () => {
    click('<a href="/faq">FAQ</a>', {}, true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('are left to the browser while the page is still hydrating, then open in the app', () => {
    beginProgressiveHydration();
    expect(click('<a href="/faq">FAQ</a>')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    // The first render is done and no region waits: the page has hydrated.
    endInitialHydrationPass();
    expect(click('<a href="/faq">FAQ</a>')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/faq');
  });

  it('prefetch their page when a pointer rests on them or focus reaches them', () => {
    document.body.innerHTML = '<a href="/faq?x=1"><b>FAQ</b></a><a href="https://cbn.gov.ng/">CBN</a>';
    const [faq, other] = [...document.querySelectorAll('a')];
    faq!.querySelector('b')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetchPathname).toHaveBeenCalledWith('/faq');
    jest.mocked(prefetchPathname).mockClear();
    faq!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetchPathname).toHaveBeenCalledWith('/faq');
    jest.mocked(prefetchPathname).mockClear();
    other!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetchPathname).not.toHaveBeenCalled();
  });
});

describe('links coming into view', () => {
  type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
  let report: Callback = () => undefined;
  const watched = new Set<Element>();

  beforeEach(() => {
    watched.clear();
    jest.mocked(prefetchPathname).mockClear();
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe(element: Element) {
          watched.add(element);
        }
        unobserve(element: Element) {
          watched.delete(element);
        }
      },
    });
  });

  it('prefetch the site pages they lead to, once each, when they come into view', () => {
    document.body.innerHTML =
      '<a href="/faq">FAQ</a><a href="/blog">Blog</a><a href="https://cbn.gov.ng/">CBN</a><a href="/sitemap.xml">Map</a>';
    prefetchLinksInView();
    const [faq, blog] = [...document.querySelectorAll('a')];
    expect([...watched]).toEqual([faq, blog]);

    report([
      { isIntersecting: true, target: faq! },
      { isIntersecting: false, target: blog! },
    ]);
    expect(prefetchPathname).toHaveBeenCalledTimes(1);
    expect(prefetchPathname).toHaveBeenCalledWith('/faq');
    expect([...watched]).toEqual([blog]);
  });
});
