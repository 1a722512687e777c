import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { formatMoney } from '../../../lib/money';
import { describeDaysLeft, formatDeadline, hasPassed } from '../lib/deadline';
import type { ScholarshipListing } from '../lib/listing';
import { useToday } from '../use-institutions';
import { StaticRegion } from '../../../lib/progressive-hydration';
import { AddToCalendarLink } from './add-to-calendar-link';

export interface ScholarshipCardProps {
  listing: ScholarshipListing;
  /** When the listing was read, for the calendar file. */
  stamp: string;
  /** Off on an institution's own page, where the institution is the page. */
  showInstitution?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Days left, once the page runs in a browser and knows the reader's date. */
function DaysLeft({ deadline }: { deadline: string }) {
  const today = useToday();
  return today ? <>{` (${describeDaysLeft(deadline, today)})`}</> : null;
}

function ClosedOrCalendar({ listing, stamp }: { listing: ScholarshipListing; stamp: string }) {
  const today = useToday();
  const closed = today !== null && hasPassed(listing.deadline, today);
  // The calendar file holds the amount, formatted: as built, it stays as built unless the
  // scholarship turns out to have closed.
  return (
    <StaticRegion dependsOn={closed}>
      {closed ? (
        <Typography color="text.secondary">This scholarship has closed for this year.</Typography>
      ) : (
        <AddToCalendarLink listing={listing} stamp={stamp} />
      )}
    </StaticRegion>
  );
}

// Components, not expressions in the card's render: what a static region holds is not rendered
// (so nothing is formatted) while it stays as built.
function Amount({ listing }: { listing: ScholarshipListing }) {
  return <span>{formatMoney(listing.amount, listing.currency)}</span>;
}

function DeadlineDate({ deadline }: { deadline: string }) {
  return <time dateTime={deadline}>{formatDeadline(deadline)}</time>;
}

/** Text fixed by the listing: kept as built while the listing is the one the build drew. */
function ListingText({ listing, children }: { listing: ScholarshipListing; children: React.ReactElement }) {
  return <StaticRegion dependsOn={listing}>{children}</StaticRegion>;
}

/**
 * Memoised. On a pre-rendered page only its frame and what depends on the reader's date hydrate
 * (the days left, and whether it has closed): the listing's own text, its formatted amount and
 * deadline above all, stays as built, so the page formats nothing while it starts (the first
 * amount or date a page formats loads the locale's data, a long task of its own).
 */
export const ScholarshipCard = React.memo(function ScholarshipCard({
  listing,
  stamp,
  showInstitution = true,
  headingLevel = 'h3',
}: ScholarshipCardProps) {
  const headingId = `scholarship-${listing.id}`;
  const facts: [string, React.ReactNode][] = [
    [
      'Amount',
      <ListingText listing={listing}>
        <Amount listing={listing} />
      </ListingText>,
    ],
    [
      'Deadline',
      <>
        <ListingText listing={listing}>
          <DeadlineDate deadline={listing.deadline} />
        </ListingText>
        <DaysLeft deadline={listing.deadline} />
      </>,
    ],
    ['Level', listing.level],
    ['Field of study', listing.fieldOfStudy],
  ];
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <ListingText listing={listing}>
          <div>
            <Typography id={headingId} component={headingLevel} variant="h3" gutterBottom>
              {listing.title}
            </Typography>
            {showInstitution ? (
              <Typography sx={{ mb: 1.5 }}>
                {listing.institution.isPartner ? (
                  <Link to={`/partner/${listing.institution.slug}`}>{listing.institution.name}</Link>
                ) : (
                  listing.institution.name
                )}
                {', '}
                {listing.institution.location}
              </Typography>
            ) : null}
          </div>
        </ListingText>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
            '& dt': { fontWeight: 500, color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          {facts.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </Box>
        <ListingText listing={listing}>
          <div>
            <Typography sx={{ mb: 1 }}>
              <strong>Who can apply:</strong> {listing.eligibilitySummary}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <strong>How to apply:</strong> {listing.howToApply}
            </Typography>
          </div>
        </ListingText>
        <ClosedOrCalendar listing={listing} stamp={stamp} />
      </CardContent>
    </Card>
  );
});
