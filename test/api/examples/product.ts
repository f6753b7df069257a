import type * as api from '@/api/product';
import type { Examples } from './example';

export const productExamples: Examples<typeof api> = {
  queryProdSet: { valid: [], invalid: { anonymous: true } },
  addProdSet: {
    valid: [{ setName: '年末开放产品', pdCodes: ['SXC101', 'SXC124'] }],
    // A name already used by one of admin's groups.
    invalid: { args: [{ setName: '重点关注', pdCodes: ['SXC101'] }] },
  },
  removeProdSet: { valid: ['PS0002'], invalid: { args: ['PS9999'] } },
  updateProdSet: {
    valid: [{ setId: 'PS0001', setName: '重点关注（四季度）', pdCodes: ['SXC101', 'SXC109'] }],
    invalid: { args: [{ setId: 'PS0001', setName: '重点关注', pdCodes: ['SXX999'] }] },
  },
  queryProductList: {
    valid: [{ status: '8', keyword: '星辰', pageNum: 1, pageSize: 10 }],
    invalid: { args: [{ status: '99' }] },
  },
  queryToDoProcessList: {
    valid: [{ status: 'processing' }],
    invalid: { args: [{ pageSize: 500 }] },
  },
  queryCyrInfo: { valid: [], invalid: { anonymous: true } },
  queryConfirmNoticeList: {
    as: 'letter',
    valid: [{ confirmed: '0' }],
    invalid: { anonymous: true },
  },
  confirmNotice: {
    as: 'letter',
    valid: ['TJTS202611180001'],
    // admin's only letter is already confirmed.
    invalid: { args: ['TJTS202610090003'] },
  },
  queryInfoByPdName: { valid: ['稳健增长'], invalid: { args: [''] } },
  queryGlrBGSS: { valid: [{ reportType: '月报' }], invalid: { args: [{ pdCode: 'SXX999' }] } },
  queryJyrlForHomePage: { valid: ['2026-11'], invalid: { args: ['2026-13'] } },
  commonTgywQueryService: {
    valid: [{ serviceId: 'queryProductElements', pdCode: 'SXC101' }],
    invalid: { args: [{ serviceId: 'queryUnknownThing' }] },
  },
  commonTgywSubmitService: {
    as: 'agreement',
    valid: [{ serviceId: 'signMgrProtocol', proType: 6 }],
    // admin's performance-analysis agreement is already signed.
    invalid: { as: 'admin', args: [{ serviceId: 'signMgrProtocol', proType: 6 }] },
  },
};
