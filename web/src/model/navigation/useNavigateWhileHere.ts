import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate, type Location, type NavigateOptions, type To } from 'react-router-dom';

/**
 * navigate() for what a page does by itself, later (a redirect countdown, the return URL's cleanup): it does
 * nothing once the app has left the page's path.
 *
 * The router moves in a React transition. After a tap on a link to a page whose chunk is not loaded yet, the
 * address bar names the next page at once, but the page tapped on stays mounted (its timers running) until
 * that chunk has arrived — on a slow phone, seconds. A timer's navigate in that window lands on top of the
 * tap: payment success's URL cleanup (a replace) overwrote the order page's entry and the app stayed where it
 * was; its 30 s redirect pushed its own target over the tapped one.
 *
 * Where the app is: the router's history (BrowserRouter's and MemoryRouter's navigator is their history; a
 * navigator without one leaves the guard off, which PaymentSuccessPage.test and the order-tracking browser test
 * would catch); what this page rendered for: useLocation(), which moves only when the transition commits.
 */
export function useNavigateWhileHere(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (stillHere()) void navigate(to, options);
    },
    [navigate, stillHere],
  );
}

/**
 * Whether the router's history is still at the path this page rendered for: false once a link tapped (or Back)
 * has moved it elsewhere, while this page stays mounted until the next page's chunk has loaded (see above).
 * For a page's own later moves that are not navigate() calls (a callback the page was given, leaving the app
 * for Stripe) — useNavigateWhileHere is this before navigate().
 */
export function useStillHere(): () => boolean {
  const movedTo = useMovedTo();
  return useCallback(() => movedTo() === null, [movedTo]);
}

/**
 * Where the router's history has moved to, away from the path this page rendered for (a link tapped, Back),
 * while this page is still mounted; null while it is still here. For a page whose own move should give way
 * to some places tapped to and not to others (useLeaveWhenRemoved).
 */
export function useMovedTo(): () => Location | null {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    const now = (navigator as { readonly location?: Location }).location;
    return now && now.pathname !== pathname ? now : null;
  }, [navigator, pathname]);
}
