/**
 * Middleware that a lazily loaded chunk adds to the store after it was made (RTK's
 * createDynamicMiddleware): RTK Query's, which the login page never downloads. One instance
 * serves every store; each store applies the added middleware with its own state.
 */
import { createDynamicMiddleware } from '@reduxjs/toolkit';

export const dynamicMiddleware = createDynamicMiddleware();
