import type * as api from '@/api/value';
import type { Examples } from './example';

export const valueExamples: Examples<typeof api> = {};
