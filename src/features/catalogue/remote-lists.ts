import {
  createAsyncThunk,
  createSlice,
  isDraft,
  original,
  type ActionReducerMapBuilder,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { GENERIC_ERROR_MESSAGE, messageOf } from '../../lib/api-client';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A list read from a service, as the store holds it. */
export interface ListState<T> {
  items: T[];
  status: LoadStatus;
  error: string | null;
}

export const emptyList = <T>(): ListState<T> => ({ items: [], status: 'idle', error: null });

/** Each list of a slice by name, from a map of list name to row type. */
export type ListsState<Items> = { [K in keyof Items]: ListState<Items[K]> };
export type Fetchers<Items> = { [K in keyof Items]: () => Promise<Items[K][]> };

/** Marks a list as on its way; rows already shown stay until the answer arrives. */
export function listLoading<T>(list: ListState<T>): void {
  list.status = 'loading';
  list.error = null;
}

/** Stores an answer; rows unchanged since the build keep their identity, so memoised sections skip the redraw. */
export function listLoaded<T>(list: ListState<T>, items: T[]): void {
  // `original` sees through immer's draft to the rows held before this answer.
  const before = isDraft(list) ? original(list as Draft<ListState<unknown>>)?.items : list.items;
  if (JSON.stringify(before) !== JSON.stringify(items)) list.items = items;
  list.status = 'succeeded';
}

/** The pre-rendered rows stay on screen; the error says the refresh failed. */
export function listFailed<T>(list: ListState<T>, error: string | undefined): void {
  list.status = 'failed';
  list.error = error ?? GENERIC_ERROR_MESSAGE;
}

/**
 * A slice of fixed lists (`name/fetchList` loads one by its name, `hydrateList` seeds one with
 * what the build pre-rendered) plus, through `extra` and `extend`, whatever else the slice holds.
 * The catalogue and the providers are both made with it, so the rules above are written once.
 */
export function createListsSlice<Name extends string, Items, Extra extends object = object>({
  name,
  fetchers,
  extra = {} as Extra,
  extend,
}: {
  name: Name;
  fetchers: Fetchers<Items>;
  extra?: Extra;
  extend?: (builder: ActionReducerMapBuilder<ListsState<Items> & Extra>) => void;
}) {
  type State = ListsState<Items> & Extra;
  type ListName = keyof Items & string;
  // The lists by name, seen without their row types: each reducer below treats every list alike.
  const lists = (state: State) => state as unknown as Record<ListName, ListState<unknown>>;

  const initialState = { ...extra } as State;
  for (const list of Object.keys(fetchers) as ListName[]) lists(initialState)[list] = emptyList();

  /** Loads one list; its name travels in the action's meta.arg. */
  const fetchList = createAsyncThunk<Items[ListName][], ListName, { rejectValue: string }>(
    `${name}/fetchList`,
    async (list, { rejectWithValue }) => {
      try {
        return await fetchers[list]();
      } catch (error) {
        return rejectWithValue(messageOf(error));
      }
    },
  );

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** Seeds a list with what the build pre-rendered, so the first client render matches the HTML. */
      hydrateList(state, action: PayloadAction<{ name: ListName; items: unknown[] }>) {
        const list = lists(state as State)[action.payload.name];
        if (list.status === 'idle') list.items = action.payload.items;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(fetchList.pending, (state, action) => listLoading(lists(state as State)[action.meta.arg]))
        .addCase(fetchList.fulfilled, (state, action) =>
          listLoaded(lists(state as State)[action.meta.arg], action.payload),
        )
        .addCase(fetchList.rejected, (state, action) =>
          listFailed(lists(state as State)[action.meta.arg], action.payload),
        );
      extend?.(builder as unknown as ActionReducerMapBuilder<State>);
    },
  });

  return { slice, fetchList, initialState };
}
