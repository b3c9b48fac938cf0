/** The event link of the spec: the site root with ?code={event_code}; opening it prefills the join form. */
export const eventLink = (code: string, origin: string): string => `${origin}/?code=${encodeURIComponent(code)}`;
