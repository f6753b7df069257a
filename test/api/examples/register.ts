import type * as api from '@/api/register';
import type { Examples } from './example';

export const registerExamples: Examples<typeof api> = {};
