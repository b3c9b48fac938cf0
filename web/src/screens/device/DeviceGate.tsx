import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithTexts } from '../../i18n/lazyWithTexts';
import { useLocation } from 'react-router-dom';
import { RouteLoading } from '../../components/RouteLoading';
import { DESKTOP_OVERRIDE_PARAM, hasDesktopOverride, rememberDesktopOverride } from '../../model/device/desktopOverride';
import { useIsMobile } from '../../model/device/useIsMobile';

// Phones never need the notice (nor its QR library), so it is its own chunk.
const DesktopNotice = lazyWithTexts(['aside'], () => import('./DesktopNotice').then((m) => ({ default: m.DesktopNotice })));

/**
 * Commerce spec, "App root and device routing": home shows the mobile experience on phones and touch
 * devices and the desktop notice elsewhere. Only home is gated: pricing, the organizer portal and the staff
 * portal are meant for desktops too. While this runs for the first time the splash of index.html is shown.
 */
export function DeviceGate({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  const { search } = useLocation();
  const [continued, setContinued] = useState(false);
  const overridden = continued || hasDesktopOverride(search);

  // ?desktop=1 is remembered for the tab, so it survives the app's own navigation that drops the query.
  useEffect(() => {
    if (new URLSearchParams(search).get(DESKTOP_OVERRIDE_PARAM) === '1') rememberDesktopOverride();
  }, [search]);

  if (mobile || overridden) return children;
  return (
    <Suspense fallback={<RouteLoading />}>
      <DesktopNotice
        onContinue={() => {
          rememberDesktopOverride();
          setContinued(true);
        }}
      />
    </Suspense>
  );
}
