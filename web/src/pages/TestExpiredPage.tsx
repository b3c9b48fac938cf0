import { useState } from 'react';
import type { EventView } from '../../../shared/schemas/events';
import { ExpiredView } from '../screens/gallery/ExpiredView';

/** A made-up event whose free gallery ended yesterday (developer preview only). */
function sampleEvent(): EventView {
  const day = 24 * 60 * 60 * 1000;
  const created = new Date(Date.now() - 6 * day);
  return {
    id: 'sample',
    code: 'SAMPLE',
    title: 'Sample Wedding',
    description: null,
    eventType: 'wedding',
    maxParticipants: 50,
    maxPhotosPerUser: 10,
    durationMinutes: 480,
    status: 'completed',
    eventState: 'ended',
    participantCount: 12,
    photoCount: 87,
    createdAt: created.toISOString(),
    startedAt: created.toISOString(),
    endsAt: new Date(created.getTime() + 8 * 3600_000).toISOString(),
    endedAt: new Date(created.getTime() + 8 * 3600_000).toISOString(),
    galleryExpiresAt: new Date(created.getTime() + 5 * day).toISOString(),
    galleryExpired: true,
  };
}

/**
 * /test-expired: the commerce spec's developer page for the expired-gallery view, with a sample event.
 * Development builds only (AppRoutes); "Back to Gallery" switches between the organizer's and a guest's view.
 */
export default function TestExpiredPage() {
  const [organizer, setOrganizer] = useState(true);
  const [event] = useState(sampleEvent);
  return (
    <ExpiredView
      event={event}
      expired
      organizer={organizer}
      backLabel={organizer ? 'Back to Gallery (show the guest view)' : 'Back to Gallery (show the organizer view)'}
      onBack={() => setOrganizer((o) => !o)}
    />
  );
}
