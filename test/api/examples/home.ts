/** Coverage examples of the home domain (src/api/home.ts). */
import type * as api from '@/api/home';
import type { Examples } from './example';

export const homeExamples: Examples<typeof api> = {
  queryHomePageTasksCenter: {
    valid: [{ taskType: 'hkzl', pageNum: 1, pageSize: 5 }],
    invalid: { args: [{ taskType: 'unknown' }] },
  },
  queryHomeTasksCenterRelation: {
    valid: ['TASK20001010'],
    // A task of another institution (11160) is not found for admin (20001).
    invalid: { args: ['TASK11160001'] },
  },
  queryHomeTasksCenterCollation: { valid: [], invalid: { anonymous: true } },
  updateHomeTasksCenterCollation: {
    valid: [['hkzl', 'gzfh', 'cpcl', 'xxpl', 'fxts', 'htqs']],
    invalid: { args: [['hkzl', 'hkzl', 'cpcl', 'xxpl', 'fxts', 'htqs']] },
  },
  updateHomeTasksCenterRead: {
    valid: [['TASK20001002', 'TASK20001003']],
    invalid: { args: [['TASK20001002', 'TASK99999999']] },
  },
  instructionListCount: { valid: [], invalid: { anonymous: true } },
  listMonitoringInstruction: {
    valid: [{ pageNum: 1, pageSize: 10, status: 'sent' }],
    // executed is not a state of the monitoring list
    invalid: { args: [{ status: 'executed' }] },
  },
  listPendingInstruction: {
    valid: [{ pageNum: 1, pageSize: 10, pdCode: 'SXC101' }],
    invalid: { args: [{ pdCode: '016583' }] },
  },
  myTodoList: { valid: [{ status: '0', pageSize: 20 }], invalid: { args: [{ status: '9' }] } },
  queryRaiseAccCheck: {
    valid: [{ fundName: '星辰稳健增长1号' }],
    invalid: { args: [{}] },
  },
  queryGLXT: {
    valid: ['glrFeeSummary', { month: '2026-10' }],
    invalid: { args: ['dropTables', {}] },
  },
};
