import * as z from 'zod/mini';

/**
 * An event's frame branding (branded frames add-on, issue #28); text null = none set. Its own module: the
 * guest's GET …/me carries it (only to the event's active guests), and it must not pull in the add-ons' rules.
 */
export const brandingSchema = z.object({ text: z.nullable(z.string()) });
export type Branding = z.infer<typeof brandingSchema>;
