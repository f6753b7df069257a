/** URL constants of the system API domain (spec 7.4), relative to the API base; shared with the mocks. */
export const SYSTEM_URLS = {
  // GET
  queryTradeDay: 'sys/queryTradeDay',
  queryNoticeList: 'sys/queryNoticeList',
  queryNoticeDetail: 'sys/queryNoticeDetail',
  submitReadFlag: 'sys/submitReadFlag',
  queryTemplateList: 'sys/queryTemplateList',
  getTradeCookie: 'sys/getTradeCookie',
  queryMgrProtocolSign: 'sys/queryMgrProtocolSign',
  queryReportTypeList: 'sys/queryReportTypeList',
  queryProcessConfigList: 'sys/queryProcessConfigList',
  queryTipsConfigList: 'sys/queryTipsConfigList',
  queryAdvertisement: 'sys/queryAdvertisement',
  queryTransactionCalendar: 'sys/queryTransactionCalendar',
  collectCalendarItem: 'sys/collectCalendarItem',
  queryGmwbJksj: 'sys/queryGmwbJksj',
  reportOnlineStatus: 'pubservice/monitor/reportOnlineStatus',
  /** Path chosen by us: the spec leaves it unnamed. */
  queryCustomerServiceConfig: 'sys/queryCustomerServiceConfig',
  // POST (form)
  queryServerTime: 'sys/queryServerTime',
  queryInstPicture: 'sys/queryInstPicture',
  deleteInstPicture: 'sys/deleteInstPicture',
  noticeRegistSubmit: 'sys/noticeRegistSubmit',
  addCustomCalendar: 'sys/addCustomCalendar',
  updateCustomCalendar: 'sys/updateCustomCalendar',
  deleteCustomCalendar: 'sys/deleteCustomCalendar',
  increasePageView: 'sys/increasePageView',
  queryGqManagerInfo: 'sys/queryGqManagerInfo',
  // POST (json)
  queryHomeViewConfig: 'sys/queryHomeViewConfig',
  contentSearch: 'sys/contentSearch',
  queryOperationalGuidance: 'sys/queryOperationalGuidance',
  commonSingleTableQuery: 'sys/commonSingleTableQuery',
  midPlatformCommonMethod: 'sys/midPlatformCommonMethod',
} as const;
