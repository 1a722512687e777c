import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import * as styles from './search-suggestions.module.css';

export interface SearchSuggestionsProps {
  /** Names the service found closest to a search that matched nothing. */
  suggestions: string[];
  /** Searches again for the name chosen. */
  onChoose: (name: string) => void;
}

/** "Did you mean …": each suggestion a button that searches for it. */
export function SearchSuggestions({ suggestions, onChoose }: SearchSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ mb: 1 }} id="search-suggestions">
        Did you mean:
      </Typography>
      <ul aria-labelledby="search-suggestions" className={styles.list}>
        {suggestions.map((name) => (
          <li key={name}>
            <Button variant="outlined" onClick={() => onChoose(name)}>
              {name}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** What the status line adds when there are suggestions, so a screen reader hears them too. */
export const suggestionsSentence = (suggestions: string[]) =>
  suggestions.length === 0 ? '' : ` Did you mean ${suggestions.map((name) => `“${name}”`).join(' or ')}?`;
