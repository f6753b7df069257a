/** Reloads the page. One seam, so that tests can observe a reload instead of suffering it. */
export function reloadPage(): void {
  window.location.reload();
}
