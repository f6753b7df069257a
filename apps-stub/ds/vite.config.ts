/** Build of the ds stub: one UMD bundle, its CSS and index.html in dist/ (see ../kit/vite-config.ts). */
import { defineConfig } from 'vite';
import { stubViteConfig } from '../kit/vite-config.js';

export default defineConfig(({ mode }) => stubViteConfig('ds', mode));
