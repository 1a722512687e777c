import {
  assetsInHtml,
  type BuiltPage,
  isSavedOffline,
  pageDataUrl,
  precacheUrls,
  urlsToPrecache,
} from '../precache';

const html = `<!DOCTYPE html><html><head>
<link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/>
<link rel="icon" href="/favicon-32x32.png?v=ed39&amp;x=1" type="image/png"/>
<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>
<link rel="apple-touch-icon" sizes="48x48" href="/icons/icon-48x48.png"/>
<link as="font" rel="preload" href="/static/roboto-400-0d16261b107ca333.woff2" type="font/woff2"/>
<link rel="canonical" href="https://lendbridge.example/faq"/>
<link rel="preconnect" href="//cdn.example"/>
<style>@font-face{src:url(/static/inter-400-eca1e21531598d5d.woff2) format("woff2"),url(/static/inter-400-2ea1079c0069eb04.woff) format("woff")}
@font-face{src:url(data:font/woff2;base64,d09GMgABAAAA)}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><div id="___gatsby"></div>
<script src="/webpack-runtime-70809fa4c77c683fdf28.js" async></script>
<script async src="/app-a686794c0354bc194006.js"></script>
<script src="https://www.googletagmanager.com/gtm.js"></script>
</body></html>`;

describe('the files a page’s HTML loads', () => {
  it('are its scripts, preloads, woff2 fonts, icon and manifest from this site, and nothing else', () => {
    expect(assetsInHtml(html).sort()).toEqual(
      [
        '/app-a686794c0354bc194006.js',
        '/favicon-32x32.png?v=ed39&x=1',
        '/manifest.webmanifest',
        '/static/inter-400-eca1e21531598d5d.woff2',
        '/static/roboto-400-0d16261b107ca333.woff2',
        '/webpack-runtime-70809fa4c77c683fdf28.js',
      ].sort(),
    );
  });
});

describe('page-data addresses', () => {
  it('follow Gatsby’s naming', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/faq')).toBe('/page-data/faq/page-data.json');
    expect(pageDataUrl('/partner/lagos-polytechnic/')).toBe(
      '/page-data/partner/lagos-polytechnic/page-data.json',
    );
  });
});

describe('the install-time list', () => {
  const page = (path: string, componentChunkName: string, staticQueryHashes: string[] = []): BuiltPage => ({
    path,
    html: `<script src="/app-aaaaaaaaaaaaaaaaaaaa.js"></script><link rel="preload" href="/static/${componentChunkName}-bbbbbbbbbbbbbbbb.woff2"/>`,
    componentChunkName,
    staticQueryHashes,
  });
  const pages = [
    page('/', 'component---home', ['1234']),
    page('/faq', 'component---faq'),
    page('/dashboard/profile', 'component---profile'),
    page('/offline', 'component---offline'),
    page('/404', 'component---404'),
    page('/404.html', 'component---404'),
  ];
  const chunkGroups = {
    'component---home': [
      'framework-cccccccccccccccccccc.js',
      'component---home-dddddddddddddddddddd.js',
      'component---home-dddddddddddddddddddd.js.map',
    ],
    'component---faq': [
      'framework-cccccccccccccccccccc.js',
      'styles.eeeeeeeeeeeeeeeeeeee.css',
      'component---faq-ffffffffffffffffffff.js',
    ],
    'component---profile': ['component---profile-1111111111111111.js'],
    'component---offline': ['component---offline-2222222222222222.js'],
  };

  it('holds every page but the 404s, with its data, static queries, HTML assets and chunk group', () => {
    const { pages: urls } = precacheUrls(pages, chunkGroups);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/page-data/index/page-data.json',
        '/page-data/sq/d/1234.json',
        '/component---home-dddddddddddddddddddd.js',
        '/faq',
        '/page-data/faq/page-data.json',
        '/styles.eeeeeeeeeeeeeeeeeeee.css',
        '/dashboard/profile',
        '/component---profile-1111111111111111.js',
        '/offline',
        '/page-data/app-data.json',
        '/app-aaaaaaaaaaaaaaaaaaaa.js',
      ]),
    );
    expect(urls.filter((url) => url.includes('404'))).toEqual([]);
    expect(urls.filter((url) => url.endsWith('.map'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('has a short version for people saving data: the offline page and what it needs', () => {
    const { offline } = precacheUrls(pages, chunkGroups);
    expect(offline).toEqual(
      [
        '/app-aaaaaaaaaaaaaaaaaaaa.js',
        '/component---offline-2222222222222222.js',
        '/offline',
        '/page-data/app-data.json',
        '/page-data/offline/page-data.json',
        '/static/component---offline-bbbbbbbbbbbbbbbb.woff2',
      ].sort(),
    );
  });

  it('cannot be made without the offline page to fall back to', () => {
    expect(() => precacheUrls(pages.slice(0, 2), chunkGroups)).toThrow(/no \/offline page/);
  });

  it('is shortened on 2g connections and when the visitor asks to save data, like Gatsby’s prefetching', () => {
    const manifest = { version: 'v1', pages: ['/', '/faq', '/offline'], offline: ['/offline'] };
    expect(urlsToPrecache(manifest, undefined)).toEqual(manifest.pages);
    expect(urlsToPrecache(manifest, { effectiveType: '4g', saveData: false })).toEqual(manifest.pages);
    expect(urlsToPrecache(manifest, { effectiveType: '4g', saveData: true })).toEqual(['/offline']);
    expect(urlsToPrecache(manifest, { effectiveType: '2g' })).toEqual(['/offline']);
    expect(urlsToPrecache(manifest, { effectiveType: 'slow-2g' })).toEqual(['/offline']);
  });
});

describe('which pages are saved', () => {
  it('leaves out only the 404 pages', () => {
    expect(['/404', '/404/', '/404.html', '/dev-404-page/'].filter(isSavedOffline)).toEqual([]);
    expect(['/', '/faq', '/dashboard', '/404-reasons'].every(isSavedOffline)).toBe(true);
  });
});
