import type * as api from '@/api/value';
import type { Examples } from './example';

export const valueExamples: Examples<typeof api> = {
  queryBasicTaxInfo: { as: 'tax', valid: [], invalid: { anonymous: true } },
  insertLsTaxXgmnsr: {
    as: 'tax',
    valid: [{ QRFA: '1', LXSRNSSD: '2026Q4' }],
    invalid: { as: 'tax', args: [{ QRFA: '1', LXSRNSSD: '2026年四季度' }] },
  },
  queryClearStat: {
    valid: [{ date: '2026-11-20' }],
    invalid: { args: [{ date: '2026-11-31' }] },
  },
  queryTzjdtshNoticeCount: { as: 'letter', valid: [], invalid: { anonymous: true } },
  queryContractByPdCode: { valid: ['SXC102'], invalid: { args: ['SXX999'] } },
  queryXinVideoRecentDetails: { valid: [3], invalid: { args: [0] } },
  queryI9Confirm: {
    valid: [{ qrzt: '0' }],
    invalid: { args: [{ pdCode: 'SXX999' }] },
  },
  queryNavByFunc049: {
    valid: [{ pdCode: 'SXC101', startDate: '2026-11-01', endDate: '2026-11-20' }],
    invalid: { args: [{ pdCode: 'SXC101', startDate: '2026-11-20', endDate: '2026-11-01' }] },
  },
  queryInvestorInfo: { as: 'letter', valid: [], invalid: { anonymous: true } },
};
