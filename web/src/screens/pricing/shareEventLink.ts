/**
 * The event link of the spec (the site root with ?code={event_code}), shared through the phone's share
 * sheet, else copied. Same rule as the Event Created screen's link (screens/event-created/eventLink.ts),
 * which a screen may not import.
 */
export const eventLinkFor = (code: string, origin: string): string => `${origin}/?code=${encodeURIComponent(code)}`;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export async function shareEventLink(link: string, title: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
