import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchCatalogueList,
  hydrateList,
  selectCatalogueList,
  type CatalogueListName,
  type CatalogueLists,
  type CatalogueState,
} from './catalogue-slice';

/**
 * Shows the rows the build pre-rendered at once, then refreshes them from the gateway, so the
 * page is complete without JavaScript and current with it.
 */
export function useCatalogueList<K extends CatalogueListName>(
  name: K,
  prerendered: CatalogueLists[K] = [] as CatalogueLists[K],
): CatalogueState[K] {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCatalogueList(name));
  React.useEffect(() => {
    dispatch(hydrateList({ name, items: prerendered }));
    void dispatch(fetchCatalogueList(name));
    // Refresh once per mount; the pre-rendered rows are fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, name]);
  const items = list.status === 'idle' ? prerendered : list.items;
  return { ...list, items };
}
