import * as React from 'react';
import { Text } from '../../../components/ui/text';
import * as space from '../../../components/ui/space.module.css';
import * as surface from '../../../components/ui/surface.module.css';
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
    <Text tone="secondary">This scholarship has closed for this year.</Text>
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
    <article
      aria-labelledby={headingId}
      className={[surface.outlined, surface.paddedSmall, styles.card].join(' ')}
    >
      <div>
        <Text id={headingId} as={headingLevel} variant="h3" gutterBottom>
          {listing.title}
        </Text>
        {showInstitution ? (
          <Text className={styles.institution}>
            {listing.institution.isPartner ? (
              <Link to={`/partner/${listing.institution.slug}`}>{listing.institution.name}</Link>
            ) : (
              listing.institution.name
            )}
            {', '}
            {listing.institution.location}
          </Text>
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
        <Text className={space.mb1}>
          <strong>Who can apply:</strong> {listing.eligibilitySummary}
        </Text>
        <Text className={space.mb2}>
          <strong>How to apply:</strong> {listing.howToApply}
        </Text>
      </div>
      <ClosedOrCalendar listing={listing} stamp={stamp} />
    </article>
  );
});
