import type { StaffTabProps } from './staffTab';

/** The Photos tab (commerce spec: Admin dashboard). Being built in issue 17; until then it says so instead of showing inert controls. */
export default function PhotosTab(_props: StaffTabProps) {
  return (
    <section className="polaroid stack" aria-label="Photos">
      <p className="page__lead">This tab is not available yet.</p>
    </section>
  );
}
