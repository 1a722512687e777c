import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { ConsoleHome } from '../../features/console/components/organizations-list';

export default function ConsoleHomePage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Console
        </Typography>
      }
    >
      <ConsoleHome />
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Console"
      description="The employers and schools on Lendbridge, their rosters and their details."
      pathname={location.pathname}
      noindex
    />
  );
}
