/** The element ids of the organisation fields (also their data-testid). */
import type { InstField } from './inst-rules';

export const INST_FIELD_IDS: Record<InstField, string> = {
  instName: 'register-inst-name',
  creditCode: 'register-credit-code',
  amacCode: 'register-amac-code',
  legalRep: 'register-legal-rep',
  regAddress: 'register-reg-address',
  officeAddress: 'register-office-address',
};
