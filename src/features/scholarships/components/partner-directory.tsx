import type { InstitutionWithScholarships } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { TextField } from '../../../components/forms/text-field';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Notice } from '../../../components/notice';
import { Link } from '../../../lib/link';
import { hasPassed } from '../lib/deadline';
import { readLocationQuery, replaceLocationQuery } from '../lib/location-query';
import { matchesEveryWord } from '../lib/match-words';
import { SEARCH_MAX_LENGTH } from '../lib/search-state';
import { useInstitutionDirectory, useToday } from '../use-institutions';
import { GridCell, GridRow } from '../../../components/grid';

const SEARCH_ID = 'partner-institution-search';

/** The directory of active partner institutions, filtered in the page as the reader types. */
export function PartnerDirectory({ partners }: { partners: InstitutionWithScholarships[] }) {
  const directory = useInstitutionDirectory(partners);
  const today = useToday();
  const [text, setText] = React.useState('');
  const [urlRead, setUrlRead] = React.useState(false);

  // The build renders the page without a query; the browser then picks up the one in the URL
  // (what was typed before the page hydrated reaches `text` through the field's onChange).
  React.useEffect(() => {
    const fromUrl = new URLSearchParams(readLocationQuery()).get('q')?.slice(0, SEARCH_MAX_LENGTH) ?? '';
    if (fromUrl !== '') setText(fromUrl);
    setUrlRead(true);
  }, []);

  React.useEffect(() => {
    if (!urlRead) return;
    const q = text.trim();
    replaceLocationQuery(q ? `?${new URLSearchParams({ q }).toString()}` : '');
  }, [text, urlRead]);

  const shown = directory.items.filter(
    (institution) =>
      institution.isPartner && matchesEveryWord(`${institution.name} ${institution.location}`, text),
  );
  const count = `${shown.length} partner institution${shown.length === 1 ? '' : 's'}`;
  const status = text.trim() ? `${count} match “${text.trim()}”.` : `${count}.`;

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Partner institutions"
        action="/partner"
        method="get"
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
        sx={{ mb: 2 }}
      >
        <TextField
          id={SEARCH_ID}
          name="q"
          label="Search institutions"
          type="search"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="By name, town or state"
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
        />
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mb: 2 }}>
        {status}
      </Typography>
      {directory.error ? (
        <Notice severity="warning">
          We could not refresh the list just now ({directory.error}). What you see may be a little out of
          date.
        </Notice>
      ) : null}
      {shown.length === 0 ? (
        <Typography sx={{ mb: 2 }}>
          No partner institution matches. Check the spelling, or search by town or state instead.
        </Typography>
      ) : (
        <GridRow component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((institution) => {
            const open = institution.scholarships.filter(
              (s) => today === null || !hasPassed(s.deadline, today),
            );
            return (
              <GridCell key={institution.id} size={{ xs: 12, sm: 6 }} component="li">
                {/* As built until the institution or its count of open scholarships (which needs
                    the reader's date) differs from the build's. */}
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
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
                  </CardContent>
                </Card>
              </GridCell>
            );
          })}
        </GridRow>
      )}
    </>
  );
}
