/**
 * antd's form context (antd/es/form/context.js), which every Input imports, takes only
 * `FormProvider` from @rc-component/form, but through the package's index, whose
 * `RefForm.Field = Field` (and List, useForm, useWatch) assignments keep the whole form engine and
 * its validator in the bundle: about 40 KB of raw script on /login, which has no antd Form
 * (docs/performance.md). The browser build resolves that one import to the module that defines
 * `FormProvider`; antd's Form itself still imports the index.
 */
import type { Plugin } from 'vite';

const FORM_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
export const RC_FORM = '@rc-component/form';
/** The module of @rc-component/form that defines FormProvider. */
export const PROVIDER_MODULE = '@rc-component/form/es/FormContext.js';

/** What `source`, imported by `importer`, resolves to instead, or null to leave it. */
export function providerOnly(importer: string | undefined, source: string): string | null {
  return source === RC_FORM && importer !== undefined && FORM_CONTEXT.test(importer)
    ? PROVIDER_MODULE
    : null;
}

export function rcFormProviderOnly(): Plugin {
  return {
    name: 'rc-form-provider-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = providerOnly(importer, source);
      return target === null ? null : this.resolve(target, importer, { skipSelf: true });
    },
  };
}
