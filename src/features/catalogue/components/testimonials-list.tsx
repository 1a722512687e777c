import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Testimonial } from '@lendbridge/contract';
import * as React from 'react';
import * as styles from './testimonials-list.module.css';

const MOST_STARS = 5;

/** Filled and empty stars, read as "4 out of 5". */
function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MOST_STARS, Math.round(rating)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${filled} out of ${MOST_STARS}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ color: 'text.primary' }}>
        {'★'.repeat(filled)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {'☆'.repeat(MOST_STARS - filled)}
      </Box>
    </Box>
  );
}

export const TestimonialsList = React.memo(function TestimonialsList({
  testimonials,
}: {
  testimonials: Testimonial[];
}) {
  return (
    <div className={styles.grid}>
      {testimonials.map((item) => (
        <figure key={item.id} className={styles.testimonial}>
          <blockquote className={styles.quote}>“{item.quote}”</blockquote>
          <Typography
            component="figcaption"
            color="text.secondary"
            variant="body2"
            className={styles.caption}
          >
            {item.author}, {item.role} · <Stars rating={item.rating} />
          </Typography>
        </figure>
      ))}
    </div>
  );
});
