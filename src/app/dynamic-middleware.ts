import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware added by the code that needs it when that code loads, as slices are injected
 * (src/app/root-reducer.ts): RTK Query's arrives with src/app/api.ts, so a page that reads no
 * service carries none of it.
 */
export const dynamicMiddleware = createDynamicMiddleware();
