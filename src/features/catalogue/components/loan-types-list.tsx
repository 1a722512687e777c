import type { LoanType } from '@lendbridge/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { GridCell, GridRow } from '../../../components/grid';

export const LoanTypesList = React.memo(function LoanTypesList({ loanTypes }: { loanTypes: LoanType[] }) {
  return (
    <GridRow component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {loanTypes.map((type) => (
        <GridCell key={type.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="h3" gutterBottom>
                {type.name}
              </Typography>
              <Typography variant="body2">{type.description}</Typography>
            </CardContent>
          </Card>
        </GridCell>
      ))}
    </GridRow>
  );
});
