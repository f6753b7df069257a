/**
 * Builds the contract package (packages/subapp-contract/dist) from src/contract: ES2020 modules
 * and CommonJS, each with its .d.ts. Usage: tsx scripts/build-contract.ts (npm run build:contract).
 */
import { relative } from 'node:path';
import { buildContractPackage, PACKAGE_DIR, ROOT_DIR } from './contract-package';

try {
  buildContractPackage();
  console.log(`contract package built: ${relative(ROOT_DIR, PACKAGE_DIR)}/dist (esm, cjs)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('contract package build FAILED');
  process.exitCode = 1;
}
