import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import { navigate } from 'gatsby';
import * as React from 'react';
import { Seo } from '../../components/seo';
import { ConsoleLayout } from '../../app/layouts/console-layout';
import { EMPTY_ORGANIZATION, OrganizationForm } from '../../features/console/components/organization-form';

export default function NewOrganizationPage() {
  return (
    <ConsoleLayout
      heading={
        <Typography variant="h1" gutterBottom>
          Add an organisation
        </Typography>
      }
    >
      <Typography sx={{ mb: 3, maxWidth: '65ch' }}>
        An employer or school whose staff or students borrow through Lendbridge. Once it is added, upload its
        roster so their numbers can be checked.
      </Typography>
      <OrganizationForm
        initial={EMPTY_ORGANIZATION}
        label="New organisation"
        submitLabel="Add the organisation"
        onSaved={(organization) => void navigate(`/admin/organization?id=${organization.id}`)}
      />
    </ConsoleLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Add an organisation: console"
      description="Add an employer or school to Lendbridge, so its staff or students can check their eligibility."
      pathname={location.pathname}
      noindex
    />
  );
}
