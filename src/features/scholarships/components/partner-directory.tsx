import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InstitutionWithScholarships } from '@lendbridge/contract';
import * as React from 'react';
import { cardGrid } from '../../../theme/card-grid';
import { TextField } from '../../../components/forms/text-field';
import { Link } from '../../../lib/link';
import { hasPassed } from '../lib/deadline';
import { readLocationQuery, replaceLocationQuery } from '../lib/location-query';
import { matchesEveryWord } from '../lib/match-words';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../lib/search-state';
import { useInstitutionDirectory, useInstitutionSearch, useToday } from '../use-institutions';
import { SearchSuggestions, suggestionsSentence } from './search-suggestions';

const SEARCH_ID = 'partner-institution-search';

const partnerText = (institution: InstitutionWithScholarships) =>
  `${institution.name} ${institution.otherNames.join(' ')} ${institution.location}`;

/**
 * The directory of active partner institutions. As the reader types, the list narrows at once
 * to the names and places holding every word; once typing pauses, the institutions service's
 * search (short forms, typing mistakes, its ranking) takes over. Without the service (offline,
 * or it failed) the list stays narrowed in the page.
 */
export function PartnerDirectory({ partners }: { partners: InstitutionWithScholarships[] }) {
  const directory = useInstitutionDirectory(partners);
  const today = useToday();
  const [text, setText] = React.useState('');
  // What was typed once typing paused: what the service is asked.
  const [query, setQuery] = React.useState('');
  const [urlRead, setUrlRead] = React.useState(false);

  // The build renders the page without a query; the browser then picks up the one in the URL
  // (what was typed before the page hydrated reaches `text` through the field's onChange).
  React.useEffect(() => {
    const fromUrl = new URLSearchParams(readLocationQuery()).get('q')?.slice(0, SEARCH_MAX_LENGTH) ?? '';
    if (fromUrl !== '') {
      setText(fromUrl);
      setQuery(fromUrl.trim());
    }
    setUrlRead(true);
  }, []);

  React.useEffect(() => {
    if (!urlRead) return undefined;
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlRead]);
  const search = useInstitutionSearch(query);

  React.useEffect(() => {
    if (!urlRead) return;
    const q = text.trim();
    replaceLocationQuery(q ? `?${new URLSearchParams({ q }).toString()}` : '');
  }, [text, urlRead]);

  const typed = text.trim();
  // The search runs for what was typed (`query`), so its answer is this text's once answered.
  const answered = typed !== '' && query === typed && search.answered;
  const searching = typed !== '' && !answered && !search.failed;
  const shown = answered
    ? search.items.filter((institution) => institution.isPartner)
    : directory.items.filter(
        (institution) => institution.isPartner && matchesEveryWord(partnerText(institution), text),
      );
  const suggestions = answered && shown.length === 0 ? search.suggestions : [];
  const count = `${shown.length} partner institution${shown.length === 1 ? '' : 's'}`;
  let status = `${count}.`;
  if (searching && shown.length === 0) status = `Searching partner institutions for “${typed}”…`;
  else if (typed) status = `${count} match “${typed}”.${suggestionsSentence(suggestions)}`;
  const searchFor = (name: string) => {
    setText(name);
    setQuery(name);
    // The button goes with the suggestions: keyboard focus goes back to the box that was searched.
    document.getElementById(SEARCH_ID)?.focus();
  };

  return (
    <>
      <Box
        component="form"
        sx={{ mb: 2 }}
        role="search"
        aria-label="Partner institutions"
        action="/partner"
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id={SEARCH_ID}
          name="q"
          label="Search institutions"
          type="search"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="By name or short form (UNILAG, OAU), town or state"
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
        />
      </Box>
      <Typography sx={{ mb: 2 }} role="status" aria-live="polite">
        {status}
      </Typography>
      {directory.error ? (
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="warning">
          We could not refresh the list just now ({directory.error}). What you see may be a little out of
          date.
        </Alert>
      ) : null}
      <SearchSuggestions suggestions={suggestions} onChoose={searchFor} />
      {searching && shown.length === 0 ? null : shown.length === 0 ? (
        <Typography sx={{ mb: 2 }}>
          No partner institution matches. Check the spelling, or search by town or state instead.
        </Typography>
      ) : (
        <Box component="ul" sx={cardGrid({ sm: 2 })}>
          {shown.map((institution) => {
            const open = institution.scholarships.filter(
              (s) => today === null || !hasPassed(s.deadline, today),
            );
            return (
              <Paper variant="outlined" component="li" sx={{ p: 2 }} key={institution.id}>
                {/* As built until the institution or its count of open scholarships (which needs
                    the reader's date) differs from the build's. */}
                <Typography variant="h3" gutterBottom>
                  <Link to={`/partner/${institution.slug}`}>{institution.name}</Link>
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {institution.location}
                  {' · '}
                  {open.length === 0
                    ? 'no open scholarships'
                    : `${open.length} open scholarship${open.length === 1 ? '' : 's'}`}
                </Typography>
                <Typography variant="body2">{institution.description}</Typography>
              </Paper>
            );
          })}
        </Box>
      )}
    </>
  );
}
