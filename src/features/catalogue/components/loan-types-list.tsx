import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoanType } from '@lendbridge/contract';
import * as React from 'react';
import { cardGrid } from '../../../theme/card-grid';

export const LoanTypesList = React.memo(function LoanTypesList({ loanTypes }: { loanTypes: LoanType[] }) {
  return (
    <Box component="ul" sx={cardGrid({ sm: 2, md: 4 })}>
      {loanTypes.map((type) => (
        <Paper variant="outlined" component="li" sx={{ p: 2 }} key={type.id}>
          <Typography variant="h3" gutterBottom>
            {type.name}
          </Typography>
          <Typography variant="body2">{type.description}</Typography>
        </Paper>
      ))}
    </Box>
  );
});
