import { SiteHeader } from '../components/SiteHeader';

/** The organizer portal's top bar: SiteHeader (the brand and the language switch, issue #20). */
export function OrganizerHeader() {
  return (
    <div className="page__top organizer-top">
      <SiteHeader />
    </div>
  );
}
