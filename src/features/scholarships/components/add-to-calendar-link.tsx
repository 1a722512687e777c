import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import { siteEnv } from '../../../config/env';
import * as hidden from '../../../components/ui/visually-hidden.module.css';
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
    <a href={calendarHref(ics)} download={calendarFileName(listing)} className={buttonClass('outlined')}>
      Add deadline to calendar
      {/* Many cards carry this button; the hidden words tell a screen reader which one it is. */}
      <span className={hidden.visuallyHidden}>: {listing.title}</span>
    </a>
  );
});
