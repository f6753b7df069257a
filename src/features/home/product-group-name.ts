/**
 * The name rule of a product group (产品组, src/api/product.ts): required once trimmed, at most
 * PROD_SET_NAME_MAX characters. The server checks the same and also that the name is unique.
 */
export const PROD_SET_NAME_MAX = 20;

/** The Chinese problem of a group name as typed, or null when it may be sent. */
export function prodSetNameProblem(raw: string | undefined | null): string | null {
  const name = (raw ?? '').trim();
  if (name === '') return '请输入分组名称';
  if (name.length > PROD_SET_NAME_MAX) return `分组名称不能超过${PROD_SET_NAME_MAX}个字符`;
  return null;
}
