import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { normaliseLegacyPath } from '../../../shared/legacyPath';

/**
 * Replaces an old `/x.html` or `/x/index.html` URL with `/x` in the address bar when one is reached client-side (the
 * server already 301s them on a full load; Rspress renders the right page but keeps the old URL).
 */
export function LegacyPathRedirect(): null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = normaliseLegacyPath(pathname);
    if (target !== null) navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
