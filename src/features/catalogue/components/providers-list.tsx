import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Provider } from '@lendbridge/contract';
import * as React from 'react';
import { cardGrid } from '../../../theme/card-grid';

export const ProvidersList = React.memo(function ProvidersList({ providers }: { providers: Provider[] }) {
  if (providers.length === 0) {
    return <Typography>No lenders are taking applications right now. Please check back soon.</Typography>;
  }
  return (
    <Box component="ul" sx={cardGrid({ sm: 2, md: 3 })}>
      {providers.map((provider) => (
        <Paper variant="outlined" component="li" sx={{ p: 2 }} key={provider.id}>
          <Typography variant="h3" gutterBottom>
            {provider.name}
          </Typography>
          <Typography sx={{ mb: 1 }} variant="body2">
            {provider.summary}
          </Typography>
          <Typography color="text.secondary" variant="caption">
            {provider.licence}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
});
