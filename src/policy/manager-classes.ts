/**
 * Manager classes (管理人类型, spec 3 dictionary): the KHFL code of the institution's manager
 * info (prod/queryCyrInfo) and its name. Spec 3 lists the codes in this order and names most of
 * them; the codes it leaves unnamed (19, 30, 31, 32, 248, 249, 251) get a neutral name that only
 * repeats the code, so that no class is invented for them.
 */
export const MANAGER_CLASS_NAMES: Readonly<Record<string, string>> = {
  '16': '公募基金',
  '17': '基金子公司',
  '18': '证券公司',
  '19': '其他类型（19）',
  '20': '期货公司',
  '21': '私募基金公司',
  '30': '其他类型（30）',
  '31': '其他类型（31）',
  '32': '其他类型（32）',
  '33': 'QFII',
  '34': 'RQFII',
  '35': 'WOFE',
  '36': '备案中私募基金',
  '246': '银行',
  '247': '保险公司',
  '248': '其他类型（248）',
  '249': '其他类型（249）',
  '250': '其他',
  '251': '其他类型（251）',
  '252': '合伙企业',
  '253': '信托公司',
};

/**
 * The name of a KHFL code: the dictionary's, 未知类型（code） for a code outside it, null when
 * the institution has no class.
 */
export function managerClassName(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const key = String(code).trim();
  if (key === '') return null;
  return MANAGER_CLASS_NAMES[key] ?? `未知类型（${key}）`;
}
