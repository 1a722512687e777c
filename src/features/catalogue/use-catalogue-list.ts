import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { onReconnect } from '../../lib/connectivity';
import {
  fetchCatalogueList,
  hydrateList,
  selectCatalogueList,
  type CatalogueListName,
  type CatalogueLists,
  type CatalogueState,
} from './catalogue-slice';

// One array for every list the build did not pre-render, so `items` keeps its identity between renders.
const NOTHING_PRERENDERED: never[] = [];

/** A catalogue list as a component shows it: the rows the build pre-rendered until the gateway has answered. */
export function useCatalogueItems<K extends CatalogueListName>(
  name: K,
  prerendered: CatalogueLists[K] = NOTHING_PRERENDERED as CatalogueLists[K],
): CatalogueState[K] {
  const list = useAppSelector(selectCatalogueList(name));
  const items = list.status === 'idle' ? prerendered : list.items;
  return { ...list, items };
}

/**
 * Shows the rows the build pre-rendered at once, then refreshes them from the gateway (once online,
 * if the page was opened offline), so the page is complete without JavaScript and current with it.
 * One component per list refreshes it; others on the page read it with useCatalogueItems.
 */
export function useCatalogueList<K extends CatalogueListName>(
  name: K,
  prerendered: CatalogueLists[K] = NOTHING_PRERENDERED as CatalogueLists[K],
): CatalogueState[K] {
  const dispatch = useAppDispatch();
  React.useEffect(() => {
    dispatch(hydrateList({ name, items: prerendered }));
    const refresh = () => void dispatch(fetchCatalogueList(name));
    if (navigator.onLine) {
      refresh();
      return undefined;
    }
    // Opened offline (the service worker served the saved page): the pre-rendered rows stand, with
    // no failed call to report, and are refreshed once the connection comes back.
    const stop = onReconnect(() => {
      stop();
      refresh();
    });
    return stop;
    // Refresh once per mount; the pre-rendered rows are fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, name]);
  return useCatalogueItems(name, prerendered);
}
