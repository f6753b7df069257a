/** What a route of src/app/router.tsx may carry in its `handle`. */
export interface RouteHandle {
  /** The route's part of the page title (spec 2.2). */
  title?: string;
}

export function handleTitle(handle: unknown): string {
  if (typeof handle !== 'object' || handle === null) return '';
  const title = (handle as RouteHandle).title;
  return typeof title === 'string' ? title : '';
}
