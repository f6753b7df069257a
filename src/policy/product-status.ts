/**
 * The one dictionary of spec 3's status codes. Product statuses: spec 3 lists the codes and the
 * names, not the pairs; the pairing is ours (and the mock API's, seed-product-list.ts), in the
 * order the spec gives both. Process statuses: the six of spec 3 (the keys of ProcessStatus in
 * src/api/product.ts).
 */
/** 产品状态 code → name; '0' is the filter value 全部. */
export const PRODUCT_STATUS_NAMES: Readonly<Record<string, string>> = {
  '0': '全部',
  '3': '合同定稿',
  '11': '产品撤销',
  '13': '募集准备',
  '5': '募集中',
  '6': '募集结束',
  '10': '募集失败',
  '7': '已成立',
  '18': '备案中',
  '88': '项目立项',
  '77': '募集期',
  '66': '正常运作',
  '55': '基金清算',
  '8': '正常运行',
  '20': '逾期',
  '21': '合同终止',
  '22': '待清算',
  '9': '清算中',
  '24': '已清算',
  '25': '重新定稿',
  '31': '服务转出',
  '32': '级别撤销',
};

export const UNKNOWN_STATUS_NAME = '未知状态';

/** The name of a product status code; 未知状态 for a code the spec does not list. */
export function productStatusName(code: string | number | null | undefined): string {
  if (code === null || code === undefined) return UNKNOWN_STATUS_NAME;
  return PRODUCT_STATUS_NAMES[String(code).trim()] ?? UNKNOWN_STATUS_NAME;
}

/** Colour of a status tag: running green, fundraising blue, winding up orange, ended grey. */
export function productStatusColor(code: string): 'green' | 'blue' | 'orange' | 'default' {
  if (['7', '8', '66'].includes(code)) return 'green';
  if (['3', '13', '5', '6', '18', '88', '77', '25'].includes(code)) return 'blue';
  if (['55', '20', '22', '9'].includes(code)) return 'orange';
  return 'default';
}

/** 流程状态 (spec 3): processing, voided, completed, submit failed, submitted, locked. */
export const PROCESS_STATUS_NAMES: Readonly<Record<string, string>> = {
  processing: '处理中',
  voided: '已作废',
  completed: '已完成',
  submitFailed: '提交失败',
  submitted: '已提交',
  locked: '已锁定',
};

export function processStatusName(status: string): string {
  return PROCESS_STATUS_NAMES[status] ?? UNKNOWN_STATUS_NAME;
}

export function processStatusColor(
  status: string,
): 'processing' | 'success' | 'error' | 'warning' | 'default' {
  switch (status) {
    case 'processing':
    case 'submitted':
      return 'processing';
    case 'completed':
      return 'success';
    case 'submitFailed':
      return 'error';
    case 'locked':
      return 'warning';
    default:
      return 'default';
  }
}
