import type * as api from '@/api/menu';
import type { Examples } from './example';

export const menuExamples: Examples<typeof api> = {};
