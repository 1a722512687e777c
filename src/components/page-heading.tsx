import Typography from '@mui/material/Typography';
import * as React from 'react';

/** The page's single h1 with an optional lead paragraph. */
export function PageHeading({ title, lead }: { title: string; lead?: React.ReactNode }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {lead ? (
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ fontSize: '1.1rem', mb: 4, maxWidth: '70ch' }}
        >
          {lead}
        </Typography>
      ) : null}
    </>
  );
}
