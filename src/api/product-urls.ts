/** URL constants of the product domain (spec 7.3), relative to the API base; shared with the mocks. */
export const PRODUCT_URLS = {
  queryProdSet: 'user/queryProdSet',
  addProdSet: 'user/addProdSet',
  removeProdSet: 'user/removeProdSet',
  updateProdSet: 'user/updateProdSet',
  queryProductList: 'prod/queryProductList',
  queryToDoProcessList: 'prod/queryToDoProcessList',
  queryCyrInfo: 'prod/queryCyrInfo',
  queryConfirmNoticeList: 'prod/queryConfirmNoticeList',
  queryInfoByPdName: 'prod/queryInfoByPdName',
  queryGlrBGSS: 'prod/queryGlrBGSS',
  queryJyrlForHomePage: 'prod/queryJyrlForHomePage',
  confirmNotice: 'prod/confirmNotice',
  commonTgywQueryService: 'prod/commonTgywQueryService',
  commonTgywSubmitService: 'prod/commonTgywSubmitService',
} as const;
