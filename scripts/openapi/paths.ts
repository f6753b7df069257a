/** Where the generator reads the project and writes the document. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DOCUMENT_PATH = join(ROOT, 'docs', 'openapi.json');
