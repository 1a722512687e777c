import Typography from '@mui/material/Typography';
import type { Testimonial } from '@lendbridge/contract';
import * as React from 'react';
import * as styles from './testimonials-list.module.css';

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
            {item.author}, {item.role} ·{' '}
            <span aria-label={`Rated ${item.rating} out of 5`}>{'★'.repeat(item.rating)}</span>
          </Typography>
        </figure>
      ))}
    </div>
  );
});
