/**
 * The bench's baseline page (bench/baseline/src/main.tsx), built into its own dist/ under the
 * base /baseline/: the bench copies it beside the portal's build, so the same nginx serves both.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const BASELINE_BASE = '/baseline/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: BASELINE_BASE,
  publicDir: false,
  envDir: false,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
});
