import type { Testimonial } from '@lendbridge/contract';
import * as React from 'react';
import { Text } from '../../../components/ui/text';
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
          <Text as="figcaption" variant="body2" tone="secondary" className={styles.caption}>
            {item.author}, {item.role} ·{' '}
            <span aria-label={`Rated ${item.rating} out of 5`}>{'★'.repeat(item.rating)}</span>
          </Text>
        </figure>
      ))}
    </div>
  );
});
