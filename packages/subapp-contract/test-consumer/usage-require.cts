/** A CommonJS module of the consumer: require resolves the package's CommonJS build and its types. */
import contract = require('@fund-portal/subapp-contract');
import type { GlobalState } from '@fund-portal/subapp-contract';

function tokenOf(value: unknown): string {
  const state: GlobalState = contract.readGlobalState(value);
  return state.token;
}

const accepts = (value: unknown): boolean => contract.isSubAppMessage(value);

export = { tokenOf, accepts };
