import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useCatalogueList, type CatalogueListName, type CatalogueLists } from '../use-catalogue-list';
import * as styles from './live-catalogue-list.module.css';

/** A section of its own around the list: a heading (labelling it by `id`) and an introduction. */
export interface ListSection {
  id: string;
  title: string;
  intro?: string;
}

/**
 * A catalogue list: the build's rows, which seed the cache and are replaced by the current ones
 * once the page has hydrated, in its `section` if it has one. `children` draws the rows.
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
  children: (items: CatalogueLists[K]) => React.ReactElement;
}) {
  const list = useCatalogueList(name, prerendered);
  const content = children(list.items);
  return section ? (
    <section aria-labelledby={section.id} className={styles.section}>
      <Typography id={section.id} variant="h2" gutterBottom>
        {section.title}
      </Typography>
      {section.intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {section.intro}
        </Typography>
      ) : null}
      {content}
    </section>
  ) : (
    <div>{content}</div>
  );
}
