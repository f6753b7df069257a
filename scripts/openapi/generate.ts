/**
 * `npm run openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of every call of spec
 * section 7, from the API modules (./build-document.ts). `--check` writes nothing and exits 1
 * when the file differs from what the source gives now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildDocument, documentText } from './build-document';
import { DOCUMENT_PATH, ROOT } from './paths';

function main(): void {
  const started = Date.now();
  const { document, calls } = buildDocument(ROOT);
  const text = documentText(document);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(DOCUMENT_PATH, 'utf8');
    } catch {
      // missing: differs
    }
    if (current !== text) {
      console.error('docs/openapi.json is out of date: run npm run openapi');
      process.exit(1);
    }
    console.log('docs/openapi.json is up to date');
    return;
  }
  writeFileSync(DOCUMENT_PATH, text);
  console.log(
    `docs/openapi.json: ${calls.length} operations, ${Buffer.byteLength(text)} bytes (${Date.now() - started} ms)`,
  );
}

main();
