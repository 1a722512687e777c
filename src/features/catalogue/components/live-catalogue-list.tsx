import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import type { CatalogueListName, CatalogueLists, CatalogueState } from '../catalogue-slice';
import { useCatalogueList } from '../use-catalogue-list';
import { RefreshError } from './refresh-error';

/** A section of its own around the list: a heading (labelling it by `id`) and an introduction. */
export interface ListSection {
  id: string;
  title: string;
  intro?: string;
}

/**
 * A catalogue list refreshed from the gateway: the build's rows, then the gateway's answer (its
 * rows or its error), in its `section` if it has one. `children` draws the rows.
 */
export function LiveCatalogueList<K extends CatalogueListName>({
  name,
  prerendered,
  section,
  children,
}: {
  name: K;
  prerendered: CatalogueLists[K];
  section?: ListSection;
  children: (items: CatalogueState[K]['items']) => React.ReactElement;
}) {
  const list = useCatalogueList(name, prerendered);
  const content = (
    <>
      <RefreshError error={list.error} />
      {children(list.items)}
    </>
  );
  return section ? (
    <Box component="section" aria-labelledby={section.id} sx={{ py: 4 }}>
      <Typography id={section.id} variant="h2" gutterBottom>
        {section.title}
      </Typography>
      {section.intro ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          {section.intro}
        </Typography>
      ) : null}
      {content}
    </Box>
  ) : (
    <div>{content}</div>
  );
}
