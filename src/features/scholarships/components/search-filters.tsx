import Box from '@mui/material/Box';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { currencySymbol } from '../../../lib/amount-input';
import { SORT_ORDERS, type SortOrder } from '../lib/listing';
import type { SearchState } from '../lib/search-state';

/** The columns a filter spans of the row's twelve, from each breakpoint up. */
const cell = (span: { xs: number; sm?: number; md: number }) => ({
  xs: `span ${span.xs}`,
  sm: `span ${span.sm ?? span.xs}`,
  md: `span ${span.md}`,
});

export interface SearchFiltersProps {
  state: SearchState;
  options: { levels: string[]; fields: string[] };
  sort: SortOrder;
  searching: boolean;
  onChange: (change: Partial<SearchState>) => void;
}

/**
 * Native selects and number fields: labelled, keyboard-friendly and usable on any phone.
 * Memoised: the finder redraws as results and the date arrive, and the filters do not change then.
 */
export const SearchFilters = React.memo(function SearchFilters({
  state,
  options,
  sort,
  searching,
  onChange,
}: SearchFiltersProps) {
  const sortOrders = (Object.keys(SORT_ORDERS) as SortOrder[]).filter(
    (order) => order !== 'best' || searching,
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
      <Box sx={{ gridColumn: cell({ xs: 12, sm: 6, md: 3 }) }}>
        <TextField
          id="scholarship-level"
          label="Level"
          select
          fullWidth
          size="small"
          value={state.level}
          onChange={(event) => onChange({ level: event.target.value })}
        >
          <option value="">All levels</option>
          {options.levels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ gridColumn: cell({ xs: 12, sm: 6, md: 3 }) }}>
        <TextField
          id="scholarship-field"
          label="Field of study"
          select
          fullWidth
          size="small"
          value={state.field}
          onChange={(event) => onChange({ field: event.target.value })}
        >
          <option value="">All fields</option>
          {options.fields.map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ gridColumn: cell({ xs: 6, md: 3 }) }}>
        <TextField
          id="scholarship-min-amount"
          label={`At least (${currencySymbol()})`}
          type="number"
          fullWidth
          size="small"
          value={state.minAmount}
          onChange={(event) => onChange({ minAmount: event.target.value })}
          slotProps={{
            htmlInput: { min: 0, step: 1000, inputMode: 'numeric' },
          }}
        />
      </Box>
      <Box sx={{ gridColumn: cell({ xs: 6, md: 3 }) }}>
        <TextField
          id="scholarship-max-amount"
          label={`At most (${currencySymbol()})`}
          type="number"
          fullWidth
          size="small"
          value={state.maxAmount}
          onChange={(event) => onChange({ maxAmount: event.target.value })}
          slotProps={{
            htmlInput: { min: 0, step: 1000, inputMode: 'numeric' },
          }}
        />
      </Box>
      <Box sx={{ gridColumn: cell({ xs: 12, sm: 6, md: 3 }) }}>
        <TextField
          id="scholarship-sort"
          label="Sort by"
          select
          fullWidth
          size="small"
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as SortOrder })}
        >
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {SORT_ORDERS[order]}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ gridColumn: cell({ xs: 12, sm: 6, md: 9 }), display: 'flex', alignItems: 'center' }}>
        <CheckboxField
          id="scholarship-show-closed"
          label="Include scholarships whose deadline has passed"
          checked={state.showClosed}
          onChange={(event) => onChange({ showClosed: event.target.checked })}
        />
      </Box>
    </Box>
  );
});
