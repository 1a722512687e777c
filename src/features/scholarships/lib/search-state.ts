import { SORT_ORDERS, type ScholarshipFilters, type SortOrder } from './listing';

/** What the /scholarships URL holds, so a search can be shared and survives a reload. */
export interface SearchState extends ScholarshipFilters {
  q: string;
  /** Empty: best match while searching, soonest deadline otherwise. */
  sort: SortOrder | '';
}

export const EMPTY_SEARCH: SearchState = {
  q: '',
  level: '',
  field: '',
  minAmount: '',
  maxAmount: '',
  showClosed: false,
  sort: '',
};

/** Search as you type waits this long after the last keystroke: long enough to finish a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The service refuses longer searches; the box stops there too. */
export const SEARCH_MAX_LENGTH = 100;

const isSort = (value: string): value is SortOrder => Object.hasOwn(SORT_ORDERS, value);
const amount = (value: string | null) => (value && /^\d+(\.\d+)?$/.test(value) ? value : '');

/** Reads a query string leniently: anything malformed falls back to its default rather than failing. */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    level: params.get('level') ?? '',
    field: params.get('field') ?? '',
    minAmount: amount(params.get('min')),
    maxAmount: amount(params.get('max')),
    showClosed: params.get('closed') === 'show',
    sort: isSort(sort) ? sort : '',
  };
}

/** The query string for a state, defaults left out so a plain visit keeps a plain URL. */
export function writeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.level) params.set('level', state.level);
  if (state.field) params.set('field', state.field);
  if (state.minAmount) params.set('min', state.minAmount);
  if (state.maxAmount) params.set('max', state.maxAmount);
  if (state.showClosed) params.set('closed', 'show');
  if (state.sort) params.set('sort', state.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function effectiveSort(state: Pick<SearchState, 'q' | 'sort'>): SortOrder {
  const searching = state.q.trim() !== '';
  if (state.sort === 'best' && !searching) return 'deadline';
  return state.sort || (searching ? 'best' : 'deadline');
}
