/**
 * The address the router is at now, beside useLocation(), the page on screen. A data router
 * changes the address at once and renders the new page in a transition, later: while a page is
 * on its way the two differ, and a decision about "the page the user is on" (the tab a close
 * leaves, spec 2.5) must take the address. Outside a data router (a component test under a plain
 * <MemoryRouter>) there is no such gap and the page on screen is the address.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type Location } from 'react-router-dom';

export function useRouterAddress(): () => Location {
  const data = useContext(UNSAFE_DataRouterContext);
  const onScreen = useLocation();
  return useCallback(() => data?.router.state.location ?? onScreen, [data, onScreen]);
}
