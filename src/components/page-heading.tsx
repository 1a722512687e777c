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
        <Typography color="text.secondary" sx={{ maxWidth: '70ch', mb: 4, fontSize: '1.1rem' }}>
          {lead}
        </Typography>
      ) : null}
    </>
  );
}
