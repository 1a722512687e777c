import {
  isImmutableAsset,
  offlineFallbackFor,
  pageCacheKey,
  returnPathFrom,
  strategyFor,
  type RequestFacts,
} from '../routing';

const ORIGIN = 'https://lendbridge.example';
const get = (path: string, mode: RequestMode = 'cors'): RequestFacts => ({
  url: new URL(path, ORIGIN).href,
  method: 'GET',
  mode,
});

describe('what the service worker does with a request', () => {
  it('answers a page from the network first, saved under its path, with the offline page as last resort', () => {
    expect(strategyFor(get('/faq', 'navigate'), ORIGIN)).toEqual({
      kind: 'page',
      cacheKey: '/faq',
      fallback: '/offline?from=%2Ffaq',
    });
    expect(strategyFor(get('/scholarships/?q=nursing', 'navigate'), ORIGIN)).toEqual({
      kind: 'page',
      cacheKey: '/scholarships',
      fallback: '/offline?from=%2Fscholarships%2F%3Fq%3Dnursing',
    });
    expect(strategyFor(get('/dashboard/profile', 'navigate'), ORIGIN)).toMatchObject({
      kind: 'page',
      cacheKey: '/dashboard/profile',
    });
  });

  it('keeps page-data fresh: network first, never stale while online, saved under its path alone', () => {
    expect(strategyFor(get('/page-data/faq/page-data.json'), ORIGIN)).toEqual({
      kind: 'fresh',
      cacheKey: '/page-data/faq/page-data.json',
    });
    // Gatsby asks for a page's data with the page's query attached.
    expect(strategyFor(get('/page-data/scholarships/page-data.json?q=nursing'), ORIGIN)).toEqual({
      kind: 'fresh',
      cacheKey: '/page-data/scholarships/page-data.json',
    });
    expect(strategyFor(get('/favicon.svg?v=ed39'), ORIGIN)).toEqual({
      kind: 'fresh',
      cacheKey: '/favicon.svg',
    });
  });

  it('answers content-hashed bundles and static files from the cache first', () => {
    for (const path of [
      '/app-a686794c0354bc194006.js',
      '/component---src-templates-faq-tsx-d64936f77080c4a79ce6.js',
      '/styles.3757e54d80cb90f8c1ca.css',
      '/static/roboto-latin-400-normal-0d16261b107ca3336eeb3586e597ec45.woff2',
    ]) {
      expect(strategyFor(get(path), ORIGIN)).toEqual({ kind: 'immutable', cacheKey: path });
    }
  });

  it('never touches the APIs, other sites, writes, range requests or the worker script', () => {
    expect(strategyFor(get('http://localhost:5000/api/Loan/history'), ORIGIN)).toEqual({ kind: 'bypass' });
    expect(strategyFor(get('https://www.googletagmanager.com/gtm.js', 'no-cors'), ORIGIN)).toEqual({
      kind: 'bypass',
    });
    expect(strategyFor({ ...get('/faq', 'navigate'), method: 'POST' }, ORIGIN)).toEqual({ kind: 'bypass' });
    expect(strategyFor({ ...get('/static/clip.mp4'), range: true }, ORIGIN)).toEqual({ kind: 'bypass' });
    expect(strategyFor(get('/sw.js'), ORIGIN)).toEqual({ kind: 'bypass' });
  });
});

describe('immutable assets', () => {
  it('are the names the static server sends with an immutable Cache-Control', () => {
    expect(isImmutableAsset('/webpack-runtime-70809fa4c77c683fdf28.js')).toBe(true);
    expect(isImmutableAsset('/static/d/123/anything.json')).toBe(true);
    expect(isImmutableAsset('/sw.js')).toBe(false);
    expect(isImmutableAsset('/favicon-32x32.png')).toBe(false);
    expect(isImmutableAsset('/page-data/index/page-data.json')).toBe(false);
  });
});

describe('page cache keys', () => {
  it('are the path alone, without trailing slash, query or fragment', () => {
    expect(pageCacheKey(new URL('/', ORIGIN))).toBe('/');
    expect(pageCacheKey(new URL('/blog/', ORIGIN))).toBe('/blog');
    expect(pageCacheKey(new URL('/user/reset-password?token=secret#top', ORIGIN))).toBe(
      '/user/reset-password',
    );
  });
});

describe('the way back from the offline page', () => {
  it('is the address the worker sent the visitor from, query included', () => {
    const fallback = offlineFallbackFor(new URL('/partner/new-school?tab=2', ORIGIN));
    expect(returnPathFrom(new URL(fallback, ORIGIN).search)).toBe('/partner/new-school?tab=2');
  });

  it('is never another site, nor the offline page itself', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'faq',
      '/offline',
      '',
    ]) {
      expect(returnPathFrom(`?from=${encodeURIComponent(from)}`)).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});
