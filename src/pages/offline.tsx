import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { useOnline } from '../lib/connectivity';
import { Link } from '../lib/link';
import { returnPathFrom } from '../service-worker/routing';

const SAVED_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/eligibility-check', label: 'Check your eligibility' },
  { to: '/scholarships', label: 'Scholarships' },
  { to: '/faq', label: 'Frequently asked questions' },
  { to: '/blog', label: 'Blog' },
  { to: '/dashboard', label: 'Your dashboard' },
] as const;

/**
 * Reopens the page the visitor asked for as soon as the connection is back. A full load, not a
 * client navigation: the address may be new since this build, or not exist at all, and only the
 * server can say which.
 */
function ReturnWhenOnline() {
  const online = useOnline();
  const [target, setTarget] = React.useState<string | null>(null);
  React.useEffect(() => setTarget(returnPathFrom(window.location.search)), []);
  React.useEffect(() => {
    if (online && target) window.location.replace(target);
  }, [online, target]);
  return (
    <Box aria-live="polite" aria-atomic="true" sx={{ mb: 3 }}>
      {online && target ? (
        <Typography role="status">You are back online. Opening your page…</Typography>
      ) : null}
    </Box>
  );
}

/**
 * The service worker's answer to a page it has not saved, opened offline (it redirects here with
 * `?from=` the address asked for). Pre-rendered like every page, so it reads the same without
 * JavaScript; saved at install, so it is there on the first offline visit.
 */
export default function OfflinePage() {
  return (
    <SiteLayout>
      <PageHeading
        title="This page is not available offline"
        lead="You are offline, and this page has not been saved on this device. It opens by itself as soon as you are back online."
      />
      <ReturnWhenOnline />
      <section aria-labelledby="saved-pages">
        <Typography id="saved-pages" variant="h2" gutterBottom>
          Pages you can open offline
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Lendbridge saves its public pages on your device, so these open without a connection. Your dashboard
          opens too, and shows your account once you are back online.
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {SAVED_PAGES.map((page) => (
            <Box component="li" key={page.to} sx={{ mb: 1 }}>
              <Link to={page.to}>{page.label}</Link>
            </Box>
          ))}
        </Box>
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Not available offline"
      description="You are offline and this Lendbridge page has not been saved on your device. It opens as soon as you are back online."
      pathname={location.pathname}
      noindex
    />
  );
}
