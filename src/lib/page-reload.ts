/** Reloads the page. One seam, so that tests can observe a reload instead of suffering it. */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` as a new page (nothing of this page's modules stays). */
export function loadPageAt(path: string): void {
  window.location.assign(path);
}
