import Typography from '@mui/material/Typography';
import * as React from 'react';
import { StaticRegion } from '../lib/progressive-hydration';

/**
 * The page's single h1 with an optional lead paragraph. Fixed when the page is built, so never
 * hydrated, unless `live` says they show data the browser refreshes (an institution's name).
 */
export function PageHeading({
  title,
  lead,
  live = false,
}: {
  title: string;
  lead?: React.ReactNode;
  live?: boolean;
}) {
  const Region = live ? React.Fragment : StaticRegion;
  return (
    <>
      <Region>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
      </Region>
      {lead ? (
        <Region>
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ fontSize: '1.1rem', mb: 4, maxWidth: '70ch' }}
          >
            {lead}
          </Typography>
        </Region>
      ) : null}
    </>
  );
}
