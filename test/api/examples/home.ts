import type * as api from '@/api/home';
import type { Examples } from './example';

export const homeExamples: Examples<typeof api> = {};
