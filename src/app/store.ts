import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware } from './dynamic-middleware';
import { rootReducer, type RootState } from './root-reducer';

export type { RootState };

/**
 * A factory, never a module-level store: each page the build pre-renders and each test gets
 * its own, so no state leaks from one render to the next.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
