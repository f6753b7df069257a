/** Imports the package as an ES module and runs the runtime checks. argv[2]: the expected value names (JSON). */
import * as contract from '@fund-portal/subapp-contract';
import checkContract from './runtime-checks.cjs';

checkContract(contract, JSON.parse(process.argv[2]));
