import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigateWhileHere } from '../navigation/useNavigateWhileHere';
import { URL_CLEANUP_MS } from './confirmPayment';

/**
 * The payment return URL's parameters, read once when the page opens; the whole query (with the order
 * token `k`) leaves the address bar URL_CLEANUP_MS later (spec section 9), so a reload, a bookmark or a
 * shared screenshot does not carry the token. Not once the app has left the page (a link tapped within that
 * second, its page still loading): the replace would overwrite the entry tapped to (useNavigateWhileHere).
 */
export function useReturnParams(): URLSearchParams {
  const location = useLocation();
  const navigate = useNavigateWhileHere();
  const [params] = useState(() => new URLSearchParams(location.search));
  const hasQuery = location.search.length > 1;
  const { pathname } = location;

  useEffect(() => {
    if (!hasQuery) return;
    const timer = setTimeout(() => navigate({ pathname, search: '' }, { replace: true }), URL_CLEANUP_MS);
    return () => clearTimeout(timer);
  }, [hasQuery, pathname, navigate]);

  return params;
}
