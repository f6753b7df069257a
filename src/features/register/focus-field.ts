/** Moves the keyboard focus to the first field that shows a message (by element id). */
export function focusField(id: string | undefined): void {
  if (!id) return;
  // After React has rendered the messages.
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** The key of the field (by element id) that has the keyboard focus, if any. */
export function focusedFieldOf<K extends string>(ids: Record<K, string>): K | undefined {
  const id = document.activeElement?.id;
  if (!id) return undefined;
  return (Object.keys(ids) as K[]).find((key) => ids[key] === id);
}

/** Selects the text of a field (by element id) when it has the focus. */
export function selectIfFocused(id: string): void {
  const el = document.getElementById(id);
  if (el instanceof HTMLInputElement && document.activeElement === el) el.select();
}
