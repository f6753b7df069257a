/** The id of a field's message, which the field's aria-describedby points at (as antd's Form.Item names it). */
export function helpId(id: string): string {
  return `${id}_help`;
}
