import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InstitutionWithScholarships } from '@lendbridge/contract';
import * as React from 'react';
import { cardGrid } from '../../../theme/card-grid';
import { TextField } from '../../../components/forms/text-field';
import * as styles from './scholarship-finder.module.css';
import {
  applyFilters,
  filterOptions,
  sortListings,
  toListings,
  type ScholarshipListing,
} from '../lib/listing';
import { readLocationQuery, replaceLocationQuery } from '../lib/location-query';
import {
  EMPTY_SEARCH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  effectiveSort,
  readSearchState,
  writeSearchState,
  type SearchState,
} from '../lib/search-state';
import { useInstitutionDirectory, useInstitutionSearch, useToday } from '../use-institutions';
import { ScholarshipCard } from './scholarship-card';
import { SearchFilters } from './search-filters';
import { SearchSuggestions, suggestionsSentence } from './search-suggestions';

const SEARCH_ID = 'scholarship-search';

export interface ScholarshipFinderProps {
  /** Every active institution with its scholarships, as the build read them. */
  prerendered: InstitutionWithScholarships[];
  /** When the build read them (for calendar files). */
  stamp: string;
}

const plural = (n: number) => `${n} scholarship${n === 1 ? '' : 's'}`;

export function ScholarshipFinder({ prerendered, stamp }: ScholarshipFinderProps) {
  const [state, setState] = React.useState<SearchState>(EMPTY_SEARCH);
  const [text, setText] = React.useState('');
  const [urlRead, setUrlRead] = React.useState(false);

  // The build renders the page without a query; the browser then picks up the one in the URL
  // (what was typed before the page hydrated reaches `text` through the field's onChange).
  React.useEffect(() => {
    const fromUrl = readSearchState(readLocationQuery());
    // The same state object when the URL holds no search, so the memoised filters stay as they are.
    setState((current) => (JSON.stringify(current) === JSON.stringify(fromUrl) ? current : fromUrl));
    if (fromUrl.q !== '') setText(fromUrl.q);
    setUrlRead(true);
  }, []);

  // What is typed becomes the search once typing pauses.
  React.useEffect(() => {
    if (!urlRead) return undefined;
    const timer = setTimeout(() => {
      setState((current) => (current.q === text.trim() ? current : { ...current, q: text.trim() }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlRead]);

  React.useEffect(() => {
    if (urlRead) replaceLocationQuery(writeSearchState(state));
  }, [state, urlRead]);

  const directory = useInstitutionDirectory(prerendered);
  const search = useInstitutionSearch(state.q);
  const today = useToday();

  const searching = state.q !== '';
  const failed = searching && search.failed;
  const pending = searching && !search.answered && !failed;
  const sort = effectiveSort(state);
  const source = searching ? search.items : directory.items;
  // Flattened once per source, so the cards (memoised) keep their listings when only the date,
  // the filters or the order change.
  const listings = React.useMemo(() => toListings(source), [source]);
  const results = useSameWhenEqual(
    React.useMemo(
      () => sortListings(applyFilters(listings, state, today), sort),
      [listings, state, today, sort],
    ),
  );
  const options = React.useMemo(() => filterOptions(toListings(directory.items)), [directory.items]);
  const filtered =
    state.level !== '' || state.field !== '' || state.minAmount !== '' || state.maxAmount !== '';

  const update = React.useCallback(
    (change: Partial<SearchState>) => setState((current) => ({ ...current, ...change })),
    [],
  );
  const clearAll = () => {
    setText('');
    setState(EMPTY_SEARCH);
  };
  // The service suggests names only when its search found nothing at all.
  const suggestions = searching && !pending && !failed ? search.suggestions : [];
  const searchFor = (name: string) => {
    setText(name);
    update({ q: name });
    // The button goes with the suggestions: keyboard focus goes back to the box that was searched.
    document.getElementById(SEARCH_ID)?.focus();
  };

  let status: string;
  if (pending) status = `Searching scholarships for “${state.q}”…`;
  else if (failed) status = 'The search did not finish.';
  else {
    status =
      `${plural(results.length)}${searching ? ` found for “${state.q}”` : ''}` +
      `${filtered ? ' with the filters you chose' : ''}.${suggestionsSentence(suggestions)}`;
  }

  return (
    <>
      <Box
        component="form"
        sx={{ mb: 3 }}
        role="search"
        aria-label="Scholarships"
        action="/scholarships"
        method="get"
        onSubmit={(event) => {
          // With JavaScript the search runs in place; without it the form still loads /scholarships?q=….
          event.preventDefault();
          update({ q: text.trim() });
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1.5} className={styles.searchRow}>
          <TextField
            id={SEARCH_ID}
            name="q"
            label="Search scholarships"
            type="search"
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText="Search by scholarship, institution (or its short form, such as UNILAG), town or state, or field of study"
            slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
          />
          <Button variant="contained" size="large" className={styles.searchButton} type="submit">
            Search
          </Button>
        </Stack>
      </Box>

      <Box component="section" sx={{ mb: 3 }} aria-labelledby="filters-heading">
        <Typography id="filters-heading" variant="h2" className={styles.filtersHeading}>
          Filter and sort
        </Typography>
        <SearchFilters state={state} options={options} sort={sort} searching={searching} onChange={update} />
      </Box>

      <section aria-labelledby="results-heading">
        <Typography id="results-heading" variant="h2" className={styles.resultsHeading}>
          Results
        </Typography>
        <Typography sx={{ mb: 2 }} role="status" aria-live="polite">
          {status}
        </Typography>
        {!searching && directory.error ? (
          <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning">
            We could not refresh the list just now ({directory.error}). What you see may be a little out of
            date.
          </Alert>
        ) : null}
        {failed ? (
          <Alert
            sx={{ mb: 3, alignItems: 'center' }}
            severity="error"
            action={
              <Button variant="text" onClick={search.retry}>
                Try again
              </Button>
            }
          >
            {search.error}
          </Alert>
        ) : null}
        <SearchSuggestions suggestions={suggestions} onChoose={searchFor} />
        {!pending && !failed && results.length === 0 ? (
          <Box sx={{ mb: 2 }}>
            <Typography className={styles.noResultsHint}>
              Try fewer or different words, another field of study, or a wider amount range.
            </Typography>
            <Button variant="outlined" onClick={clearAll}>
              Clear the search and filters
            </Button>
          </Box>
        ) : null}
        {!pending && !failed && results.length > 0 ? <ResultCards results={results} stamp={stamp} /> : null}
      </section>
    </>
  );
}

/**
 * The cards, memoised on the results: when the reader's date arrives or the directory comes back
 * unchanged, the finder redraws its status line, not every card's frame.
 */
const ResultCards = React.memo(function ResultCards({
  results,
  stamp,
}: {
  results: ScholarshipListing[];
  stamp: string;
}) {
  return (
    <Box component="ul" sx={cardGrid({ md: 2 })}>
      {results.map((listing) => (
        <li key={listing.id}>
          <ScholarshipCard listing={listing} stamp={stamp} />
        </li>
      ))}
    </Box>
  );
});

/** `next`, or the array it replaces when that holds the same items in the same order. */
function useSameWhenEqual<T>(next: T[]): T[] {
  const kept = React.useRef(next);
  const previous = kept.current;
  if (previous.length !== next.length || next.some((item, index) => item !== previous[index])) {
    kept.current = next;
  }
  return kept.current;
}
