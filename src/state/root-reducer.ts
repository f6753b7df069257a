/** Every slice of the store. Slices shared by several features live in src/state. */
import { combineSlices } from '@reduxjs/toolkit';
import { sysConfigSlice } from './sys-config-slice';

export const rootReducer = combineSlices(sysConfigSlice);

export type RootState = ReturnType<typeof rootReducer>;
