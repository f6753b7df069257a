/** Rows, or a page of rows: empty when there is no row. Any other answer is never empty. */
export function hasNoRows(data: unknown): boolean {
  const rows =
    typeof data === 'object' && data !== null && 'list' in data
      ? (data as { list: unknown }).list
      : data;
  return Array.isArray(rows) && rows.length === 0;
}
