import type * as api from '@/api/product';
import type { Examples } from './example';

export const productExamples: Examples<typeof api> = {};
