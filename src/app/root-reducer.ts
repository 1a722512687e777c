import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { feedbackSlice } from '../features/messages/feedback-slice';

/*
 * The store's reducer, Redux Toolkit's lazy-loading pattern (its kitchen-sink example): every page
 * needs the session (the header) and the feedback form (the footer), so those slices are here from
 * the start; every other slice adds itself when its feature's code loads (`injectInto`), and says
 * so to the types by extending LazyLoadedSlices. A page then carries the state code of the
 * features it shows, not all of them: a post loads neither the loans nor the scholarships.
 */

// Empty here: each lazily loaded slice's module extends it (declaration merging).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, feedbackSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
