/**
 * Imports inside antd that put code onto /login which its form never runs (docs/performance.md),
 * each sent to a narrower module that gives the importer what it uses:
 *
 * - antd's form context, which every Input imports, takes `FormProvider` through
 *   @rc-component/form's index, whose `RefForm.Field = Field` (List, useForm, useWatch)
 *   assignments keep the whole form engine and its validator: the module that defines
 *   `FormProvider` (antd's Form itself still imports the index).
 * - ConfigProvider imports Tooltip's UniqueProvider (@rc-component/trigger, its portal, motion)
 *   for `tooltip.unique`, which the portal never sets: src/lib/antd-narrow/unique-provider-off.
 * - Button's and Tag's style tokens take `isBright` from the colour picker's presets component
 *   (with the colour picker and Collapse): src/lib/antd-narrow/is-bright.ts.
 * - antd's colour class takes `Color` through @rc-component/color-picker's index, which holds the
 *   picker: the module that defines `Color`.
 *
 * The browser build only; tests and the dev server keep antd as it is.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ANTD = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
const own = (path: string) =>
  fileURLToPath(new URL(`../src/lib/antd-narrow/${path}`, import.meta.url));

interface Narrowing {
  /** The importer, relative to antd/es/ */
  importers: readonly string[];
  source: string;
  /** What the importers take from it (their import clause): the narrower module gives it */
  takes: string;
  target: string;
}

export const NARROWINGS: readonly Narrowing[] = [
  {
    importers: ['form/context.js'],
    source: '@rc-component/form',
    takes: '{ FormProvider as RcFormProvider }',
    target: '@rc-component/form/es/FormContext.js',
  },
  {
    importers: ['config-provider/index.js'],
    source: '../tooltip/UniqueProvider',
    takes: 'UniqueProvider',
    target: own('unique-provider-off.tsx'),
  },
  {
    importers: ['button/style/token.js', 'tag/style/index.js'],
    source: '../../color-picker/components/ColorPresets',
    takes: '{ isBright }',
    target: own('is-bright.ts'),
  },
  {
    importers: ['color-picker/color.js', 'color-picker/util.js'],
    source: '@rc-component/color-picker',
    takes: '{ Color as RcColor }',
    target: '@rc-component/color-picker/es/color.js',
  },
];

/** What `source`, imported by `importer`, resolves to instead, or null to leave it. */
export function narrowed(importer: string | undefined, source: string): string | null {
  if (!importer || !ANTD.test(importer)) return null;
  const inAntd = importer.split(ANTD)[1]?.replaceAll('\\', '/');
  const hit = NARROWINGS.find(
    (narrowing) => narrowing.source === source && narrowing.importers.includes(inAntd ?? ''),
  );
  return hit ? hit.target : null;
}

export function antdNarrowImports(): Plugin {
  return {
    name: 'antd-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = narrowed(importer, source);
      return target === null ? null : this.resolve(target, importer, { skipSelf: true });
    },
  };
}
