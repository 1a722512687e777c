import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
  /** Space below the section, in theme spacing units. */
  spaceBelow: number;
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
