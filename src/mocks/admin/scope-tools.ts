/** The faults and the journal of each data scope (QA contract, mock admin API). */
import { FaultBook } from './fault-book';
import { Journal } from './journal';
import { scopedStore } from './scoped-store';

export interface ScopeTools {
  faults: FaultBook;
  journal: Journal;
}

export const scopeTools = scopedStore<ScopeTools>(() => ({
  faults: new FaultBook(),
  journal: new Journal(),
}));
