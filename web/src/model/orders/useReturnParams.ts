import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { URL_CLEANUP_MS } from './confirmPayment';

/**
 * The payment return URL's parameters, read once when the page opens; the whole query (with the order
 * token `k`) leaves the address bar URL_CLEANUP_MS later (spec section 9), so a reload, a bookmark or a
 * shared screenshot does not carry the token.
 */
export function useReturnParams(): URLSearchParams {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useState(() => new URLSearchParams(location.search));
  const hasQuery = location.search.length > 1;
  const { pathname } = location;

  useEffect(() => {
    if (!hasQuery) return;
    const timer = setTimeout(() => void navigate({ pathname, search: '' }, { replace: true }), URL_CLEANUP_MS);
    return () => clearTimeout(timer);
  }, [hasQuery, pathname, navigate]);

  return params;
}
