/** Coverage examples of the system domain (src/api/system.ts). */
import type * as api from '@/api/system';
import { HOSTILE_NOTICE_ID, TRAINING_NOTICE_ID } from '@/mocks/db/seed-system-notices';
import type { Examples } from './example';

/** The training notice's sign-up: open on any business date (the seed's coming training). */
const SIGN_UP = {
  id: TRAINING_NOTICE_ID,
  title: '2026年私募基金运营实务培训（第四期）',
  ly: 'notice',
  name: '张明远',
  mobile: '13900139001',
  company: '星辰私募基金管理有限公司',
  attendees: 2,
};

export const systemExamples: Examples<typeof api> = {
  queryTradeDay: { valid: [{ month: '2026-10' }], invalid: { args: [{ month: '2026-13' }] } },
  queryNoticeList: {
    valid: [{ pageNum: 1, pageSize: 5, keyword: '通知', type: '2' }],
    invalid: { args: [{ pageSize: 500 }] },
  },
  queryNoticeDetail: { valid: [HOSTILE_NOTICE_ID], invalid: { args: ['N000000000000'] } },
  submitReadFlag: { valid: ['N202611200001'], invalid: { args: ['N000000000000'] } },
  queryTemplateList: {
    valid: [{ category: '划款指令', keyword: '模板' }],
    invalid: { args: [{ category: '不存在的类别' }] },
  },
  getTradeCookie: { valid: [], invalid: { anonymous: true } },
  queryMgrProtocolSign: {
    as: 'agreement',
    valid: [{ proType: 6, signSt: 0 }],
    invalid: { args: [{ proType: 6, signSt: 3 }] },
  },
  queryReportTypeList: {
    valid: [{ category: '财务报表' }],
    invalid: { args: [{ category: '不存在的类别' }] },
  },
  queryProcessConfigList: {
    valid: [{ processCode: 'cpfx' }],
    invalid: { args: [{ processCode: 'nope' }] },
  },
  queryTipsConfigList: {
    valid: [{ tipKey: 'newShareSubscription' }],
    invalid: { args: [{ tipKey: 'unknownTip' }] },
  },
  queryAdvertisement: { valid: [], invalid: { anonymous: true } },
  queryTransactionCalendar: { valid: ['2026-11'], invalid: { args: ['2026/11'] } },
  collectCalendarItem: { valid: ['CAL20261124', 1], invalid: { args: ['CAL00000000'] } },
  queryGmwbJksj: {
    as: 'gmwb',
    valid: [{ bizDate: '2026-11-23' }],
    invalid: { args: [{ bizDate: '2026-02-30' }] },
  },
  reportOnlineStatus: { valid: ['/iservice/cpgl/cpfx'], invalid: { args: [''] } },
  queryCustomerServiceConfig: { valid: ['/iservice/cpgl/cpfx'], invalid: { anonymous: true } },
  queryServerTime: { valid: [], invalid: { anonymous: true } },
  queryInstPicture: { valid: [], invalid: { anonymous: true } },
  deleteInstPicture: { valid: [], invalid: { args: [], as: 'agreement' } },
  noticeRegistSubmit: {
    valid: [SIGN_UP],
    invalid: { args: [{ ...SIGN_UP, id: 'N202611200001' }] },
  },
  addCustomCalendar: {
    valid: [
      {
        date: '2026-11-27',
        title: '提交星辰稳健增长1号临时开放申请',
        remindTime: '2026-11-27 09:00',
      },
    ],
    invalid: { args: [{ date: '2026-11-27', title: '长'.repeat(51) }] },
  },
  updateCustomCalendar: {
    valid: [{ eventId: 'EVT1001', date: '2026-11-25', title: '与托管人沟通开放日安排（改期）' }],
    // EVT1002 belongs to operator, not to admin.
    invalid: { args: [{ eventId: 'EVT1002', date: '2026-11-25', title: '改别人的日程' }] },
  },
  deleteCustomCalendar: { valid: ['EVT1001'], invalid: { args: ['EVT1002'] } },
  increasePageView: { valid: ['N202611200001'], invalid: { args: [''] } },
  queryGqManagerInfo: { valid: [], invalid: { anonymous: true } },
  queryHomeViewConfig: { valid: [], invalid: { anonymous: true } },
  contentSearch: {
    valid: [{ keyword: '产品', scope: 'all', size: 5 }],
    invalid: { args: [{ keyword: '' }] },
  },
  queryOperationalGuidance: {
    valid: [{ categoryId: 'GC01' }],
    invalid: { args: [{ categoryId: 'GC99' }] },
  },
  commonSingleTableQuery: {
    valid: [{ objectName: 'cx_YPTOACXJK', params: { CXLX: 7, GLR: '20001' } }],
    invalid: { args: [{ objectName: 'cx_UNKNOWN', params: { CXLX: 7, GLR: '20001' } }] },
  },
  midPlatformCommonMethod: {
    valid: [1518, { pdCode: 'SXC101' }],
    invalid: { args: [999, {}] },
  },
};
