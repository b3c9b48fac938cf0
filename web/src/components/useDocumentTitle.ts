import { useEffect } from 'react';

/** Each screen names itself in the tab and for screen readers announcing page changes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Candid` : 'Candid';
  }, [title]);
}
