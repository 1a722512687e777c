import type { Testimonial } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { GridCell, GridRow } from '../../../components/grid';

export const TestimonialsList = React.memo(function TestimonialsList({
  testimonials,
}: {
  testimonials: Testimonial[];
}) {
  return (
    <GridRow spacing={3}>
      {testimonials.map((item) => (
        <GridCell key={item.id} size={{ xs: 12, md: 6 }}>
          <Box
            component="figure"
            sx={{ m: 0, p: 3, bgcolor: 'background.paper', borderRadius: 1, height: '100%' }}
          >
            <Typography component="blockquote" sx={{ m: 0, fontSize: '1.05rem' }}>
              “{item.quote}”
            </Typography>
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {item.author}, {item.role} ·{' '}
              <span aria-label={`Rated ${item.rating} out of 5`}>{'★'.repeat(item.rating)}</span>
            </Typography>
          </Box>
        </GridCell>
      ))}
    </GridRow>
  );
});
