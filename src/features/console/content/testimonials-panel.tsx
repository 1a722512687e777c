import type { ConsoleTestimonial } from '@lendbridge/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useKeyedMutation } from '../../../app/api';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { messageOf } from '../../../lib/api-client';
import { useGetConsoleTestimonialsQuery, useUpdateTestimonialMutation } from './content-api';

/** Testimonials: each shown on the home page (approved) or hidden, one click either way. */
export function TestimonialsPanel() {
  const remote = useGetConsoleTestimonialsQuery();
  const [message, setMessage] = React.useState<string | null>(null);
  const update = useKeyedMutation(
    useUpdateTestimonialMutation(),
    (testimonial: ConsoleTestimonial, idempotencyKey) => ({
      id: testimonial.id,
      body: { isPublished: !testimonial.isPublished },
      idempotencyKey,
    }),
  );
  const toggle = async (testimonial: ConsoleTestimonial) => {
    setMessage(null);
    const answer = await update.run(testimonial);
    if (answer) setMessage(answer.message);
  };

  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the testimonials…</Typography>;
  return (
    <Stack spacing={2}>
      <StatusAlert message={message} />
      <ErrorAlert message={update.failure?.message} />
      <Table size="small" aria-label="Testimonials">
        <TableHead>
          <TableRow>
            <TableCell>Who</TableCell>
            <TableCell>What they said</TableCell>
            <TableCell>Rating</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {remote.data.map((testimonial) => (
            <TableRow key={testimonial.id}>
              <TableCell>
                {testimonial.author}, {testimonial.role}
              </TableCell>
              <TableCell>{testimonial.quote}</TableCell>
              <TableCell>{testimonial.rating} of 5</TableCell>
              <TableCell>{testimonial.isPublished ? 'Shown' : 'Hidden'}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  aria-label={`${testimonial.isPublished ? 'Hide' : 'Show'} ${testimonial.author}’s testimonial`}
                  disabled={update.busy}
                  onClick={() => void toggle(testimonial)}
                >
                  {testimonial.isPublished ? 'Hide' : 'Show'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
