import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../theme/visually-hidden';
import * as React from 'react';
import { siteEnv } from '../../../config/env';
import { calendarFileName, calendarHref, scholarshipCalendar } from '../lib/calendar';
import type { ScholarshipListing } from '../lib/listing';

/** Where the reader can find this scholarship again from their calendar. */
function listingUrl(listing: ScholarshipListing): string {
  if (listing.institution.isPartner) return `${siteEnv.siteUrl}/partner/${listing.institution.slug}`;
  return `${siteEnv.siteUrl}/scholarships?q=${encodeURIComponent(listing.title)}`;
}

/**
 * Downloads an .ics file for the deadline. The file is inside the link (a data: URL), so it
 * works in the pre-rendered page before any JavaScript and needs no server. Memoised: the card
 * redraws this part when the reader's date arrives, and the file does not depend on it.
 */
export const AddToCalendarLink = React.memo(function AddToCalendarLink({
  listing,
  stamp,
}: {
  listing: ScholarshipListing;
  stamp: string;
}) {
  const ics = scholarshipCalendar(listing, { stamp, url: listingUrl(listing) });
  return (
    <Button component="a" variant="outlined" href={calendarHref(ics)} download={calendarFileName(listing)}>
      Add deadline to calendar
      {/* Many cards carry this button; the hidden words tell a screen reader which one it is. */}
      <Box component="span" sx={visuallyHidden}>
        : {listing.title}
      </Box>
    </Button>
  );
});
