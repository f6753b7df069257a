/** Moves the keyboard focus to the first field that shows a message (by element id). */
export function focusField(id: string | undefined): void {
  if (!id) return;
  // After React has rendered the messages.
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}
