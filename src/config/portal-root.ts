/**
 * The id of the portal's root element (index.html; React renders the whole frame into it). Not
 * `root`: create-vite and create-react-app give a sub-application `<div id="root">` and global
 * `#root { ... }` rules, which would restyle the portal's frame if the two shared the id.
 */
export const PORTAL_ROOT_ID = 'portal-root';

/**
 * Where the portal's antd pop-ups (dropdowns, modals, messages) go: inside its root, where no
 * sub-application's rule reaches (src/lib/subapp-selector.ts guards every rule of an app to its
 * own wrapper and to what lies outside this root); document.body where there is no such root.
 */
export function portalPopupContainer(): HTMLElement {
  return document.getElementById(PORTAL_ROOT_ID) ?? document.body;
}
