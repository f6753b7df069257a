/** Requires the package's CommonJS build and runs the runtime checks. argv[2]: the expected value names (JSON). */
const contract = require('@fund-portal/subapp-contract');
const checkContract = require('./runtime-checks.cjs');

checkContract(contract, JSON.parse(process.argv[2]));
