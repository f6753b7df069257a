/** URL constants of the value, tax and other domain (spec 7.6), relative to the API base; shared with the mocks. */
export const VALUE_URLS = {
  queryBasicTaxInfo: 'value/queryBasicTaxInfo',
  insertLsTaxXgmnsr: 'value/insertLsTaxXgmnsr',
  queryClearStat: 'value/queryClearStat',
  queryTzjdtshNoticeCount: 'invest/queryTzjdtshNoticeCount',
  queryContractByPdCode: 'clearing/queryContractByPdCode',
  queryXinVideoRecentDetails: 'user/queryXinVideoRecentDetails',
  queryI9Confirm: 'value/queryI9Confirm',
  /** Called with the query string ?funcId=049 (net-value query). */
  commonQuery: 'value/commonQuery',
  queryInvestorInfo: 'value/queryInvestorInfo',
} as const;
