import { NotAvailableYet } from '../components/NotAvailableYet';

/** /gallery?event={code}&user={name}: the event's photos, voting and awards (later issue). */
export default function GalleryPage() {
  return (
    <NotAvailableYet title="Event Gallery">
      <p>The gallery will show every photo taken at your event, with voting and the awards ceremony.</p>
    </NotAvailableYet>
  );
}
