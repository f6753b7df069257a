import type * as api from '@/api/system';
import type { Examples } from './example';

export const systemExamples: Examples<typeof api> = {};
