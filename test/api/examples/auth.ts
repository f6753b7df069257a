import type * as api from '@/api/auth';
import type { Examples } from './example';

export const authExamples: Examples<typeof api> = {
  querySysConfig: {
    as: 'anonymous',
    valid: [],
    invalid: { none: 'public call without parameters: nothing a caller can get wrong' },
  },
};
