import * as React from 'react';
import * as space from './ui/space.module.css';
import { Text } from './ui/text';

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

const SPACE_BELOW = { 4: space.mb4, 5: space.mb5, 6: space.mb6 };

/** A section of titled paragraphs (what we promise, what partners get): text fixed at build time. */
export function PointsSection({ id, heading, points, spaceBelow }: PointsSectionProps) {
  return (
    <section aria-labelledby={id} className={SPACE_BELOW[spaceBelow]}>
      <Text id={id} variant="h2" gutterBottom>
        {heading}
      </Text>
      {points.map((point) => (
        <div key={point.title} className={`${space.mb3} ${space.measureWide}`}>
          <Text variant="h3" gutterBottom>
            {point.title}
          </Text>
          <Text>{point.text}</Text>
        </div>
      ))}
    </section>
  );
}
