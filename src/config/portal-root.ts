/**
 * The id of the portal's root element (index.html; React renders the whole frame into it). Not
 * `root`: create-vite and create-react-app give a sub-application `<div id="root">` and global
 * `#root { ... }` rules, which would restyle the portal's frame if the two shared the id.
 */
export const PORTAL_ROOT_ID = 'portal-root';
