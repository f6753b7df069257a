/**
 * What the mock's admin API takes and answers (QA contract, "Mock admin API"), as the QA panel
 * uses it: the shared shapes of src/api/mock-admin-types.ts (faults, journal, clock), and the
 * scenarios' listing.
 */
import type { FaultSpec } from '@/api/mock-admin-types';

export type {
  Fault,
  FaultKind,
  FaultMethod,
  JournalEntry,
  MockClock,
  MockClockCommand,
} from '@/api/mock-admin-types';

/** What the panel's form posts to POST /__mock__/faults. */
export type FaultInput = Omit<FaultSpec, 'after' | 'jitterMs'>;

export interface Scenario {
  name: string;
  description: string;
}
