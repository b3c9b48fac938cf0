import * as z from 'zod/mini';

/**
 * The frame's logo as the camera reads it: `url` is a same-origin read link (`/p/…`, so drawing it never
 * taints the camera's canvas); `id` changes with every new logo, so a client reloads the image only then.
 */
export const brandingLogoSchema = z.object({ id: z.string(), url: z.string(), width: z.int(), height: z.int() });
export type BrandingLogo = z.infer<typeof brandingLogoSchema>;

/**
 * An event's frame branding (branded frames add-on, issue #28); text/logo null = none set. Its own module: the
 * guest's GET …/me carries it (only to the event's active guests), and it must not pull in the add-ons' rules.
 */
export const brandingSchema = z.object({ text: z.nullable(z.string()), logo: z.nullable(brandingLogoSchema) });
export type Branding = z.infer<typeof brandingSchema>;
