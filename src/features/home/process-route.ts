/**
 * The page a to-do process opens, by its kind (our mapping: the spec names the processes'
 * statuses, not their pages): product issuance on the issuance page, open-day and contract
 * changes on the parameter-change page, liquidation and dividends on theirs, fee payments on the
 * management-fee ledger. The process id goes along in the query.
 */
const PAGES: [RegExp, string][] = [
  [/发行/, '/iservice/cpgl/cpfx'],
  [/开放|合同变更|参数/, '/iservice/cpgl/cpcsbg'],
  [/清盘|清算/, '/iservice/cpgl/cpqp'],
  [/分红/, '/iservice/cpgl/cpfh'],
  [/费用/, '/iservice/fygzbg/glftz'],
];

export function processRoute(process: { processId: string; processName: string }): string {
  const page =
    PAGES.find(([pattern]) => pattern.test(process.processName))?.[1] ?? '/iservice/cpgl/cpfx';
  return `${page}?${new URLSearchParams({ processId: process.processId }).toString()}`;
}
