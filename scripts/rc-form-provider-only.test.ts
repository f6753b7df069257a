import { describe, expect, it } from 'vitest';
import { PROVIDER_MODULE, RC_FORM, providerOnly } from './rc-form-provider-only';

const NM = '/app/node_modules';

describe('providerOnly', () => {
  it("sends antd's form context to the module that defines FormProvider", () => {
    expect(providerOnly(`${NM}/antd/es/form/context.js`, RC_FORM)).toBe(PROVIDER_MODULE);
    expect(PROVIDER_MODULE).toBe('@rc-component/form/es/FormContext.js');
  });

  it.each([
    ["antd's Form itself", `${NM}/antd/es/form/Form.js`, RC_FORM],
    ['another import of the form context', `${NM}/antd/es/form/context.js`, '@rc-component/util'],
    ['the portal', '/app/src/features/auth/sms-step.tsx', RC_FORM],
    ['an entry (no importer)', undefined, RC_FORM],
  ])('leaves %s alone', (_, importer, source) => {
    expect(providerOnly(importer, source)).toBeNull();
  });
});
