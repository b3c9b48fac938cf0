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
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const now = (navigator as { readonly location?: Location }).location;
      if (now && now.pathname !== pathname) return;
      void navigate(to, options);
    },
    [navigate, navigator, pathname],
  );
}
