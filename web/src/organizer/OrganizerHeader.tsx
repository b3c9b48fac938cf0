import { SiteHeader } from '../components/SiteHeader';

/** The organizer portal's top bar: the brand (home) and the language switch (SiteHeader has both, issue #20). */
export function OrganizerHeader() {
  return <SiteHeader />;
}
