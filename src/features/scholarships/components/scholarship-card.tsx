import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { formatMoney } from '../../../lib/money';
import { describeDaysLeft, formatDeadline, hasPassed } from '../lib/deadline';
import type { ScholarshipListing } from '../lib/listing';
import { useToday } from '../use-institutions';
import { AddToCalendarLink } from './add-to-calendar-link';
import * as styles from './scholarship-card.module.css';

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
  return closed ? (
    <Typography color="text.secondary">This scholarship has closed for this year.</Typography>
  ) : (
    <AddToCalendarLink listing={listing} stamp={stamp} />
  );
}

function Amount({ listing }: { listing: ScholarshipListing }) {
  return <span>{formatMoney(listing.amount, listing.currency)}</span>;
}

function DeadlineDate({ deadline }: { deadline: string }) {
  return <time dateTime={deadline}>{formatDeadline(deadline)}</time>;
}

/** Memoised: a search's results re-render as the query changes, but most cards stay the same. */
export const ScholarshipCard = React.memo(function ScholarshipCard({
  listing,
  stamp,
  showInstitution = true,
  headingLevel = 'h3',
}: ScholarshipCardProps) {
  const headingId = `scholarship-${listing.id}`;
  const facts: [string, React.ReactNode][] = [
    ['Amount', <Amount listing={listing} />],
    [
      'Deadline',
      <>
        <DeadlineDate deadline={listing.deadline} />
        <DaysLeft deadline={listing.deadline} />
      </>,
    ],
    ['Level', listing.level],
    ['Field of study', listing.fieldOfStudy],
  ];
  return (
    <Paper
      variant="outlined"
      component="article"
      className={styles.card}
      sx={{ p: 2 }}
      aria-labelledby={headingId}
    >
      <div>
        <Typography component={headingLevel} id={headingId} variant="h3" gutterBottom>
          {listing.title}
        </Typography>
        {showInstitution ? (
          <Typography className={styles.institution}>
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
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <React.Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <div>
        <Typography sx={{ mb: 1 }}>
          <strong>Who can apply:</strong> {listing.eligibilitySummary}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <strong>How to apply:</strong> {listing.howToApply}
        </Typography>
      </div>
      <ClosedOrCalendar listing={listing} stamp={stamp} />
    </Paper>
  );
});
