import type { Provider } from '@lendbridge/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { GridCell, GridRow } from '../../../components/grid';

export const ProvidersList = React.memo(function ProvidersList({ providers }: { providers: Provider[] }) {
  if (providers.length === 0) {
    return <Typography>No lenders are taking applications right now. Please check back soon.</Typography>;
  }
  return (
    <GridRow component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {providers.map((provider) => (
        <GridCell key={provider.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="h3" gutterBottom>
                {provider.name}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {provider.summary}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {provider.licence}
              </Typography>
            </CardContent>
          </Card>
        </GridCell>
      ))}
    </GridRow>
  );
});
