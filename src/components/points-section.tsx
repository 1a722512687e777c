import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import * as React from 'react';

export interface Point {
  title: string;
  text: string;
}

export interface PointsSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  points: readonly Point[];
  /** Space below the section, in the theme's 8 px steps. */
  spaceBelow: 4 | 5 | 6;
}

/** A section of titled paragraphs (what we promise, what partners get): text fixed at build time. */
export function PointsSection({ id, heading, points, spaceBelow }: PointsSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: spaceBelow }}>
      <Typography id={id} variant="h2" gutterBottom>
        {heading}
      </Typography>
      {points.map((point) => (
        <Box key={point.title} sx={{ mb: 3, maxWidth: '75ch' }}>
          <Typography variant="h3" gutterBottom>
            {point.title}
          </Typography>
          <Typography>{point.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
