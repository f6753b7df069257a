/**
 * An antd Form rule's validator made from a pure check of src/lib or src/policy (null when the
 * value is fine, else the message): the form says exactly what the check says.
 */
export function checkedBy(check: (value: string) => string | null) {
  return async (_rule: unknown, value: string | undefined) => {
    const message = check(value ?? '');
    if (message) throw new Error(message);
  };
}
