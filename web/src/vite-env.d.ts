/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public address of the site (https://…), shown to desktop visitors as the address to open on a phone. */
  readonly VITE_PUBLIC_SITE_URL?: string;
  /** Where the pricing page sends custom-quote requests (events over 10000 attendees). */
  readonly VITE_CONTACT_EMAIL?: string;
  /** The support address (shared/support.ts), passed in from CANDID_SUPPORT_EMAIL by web/vite.config.ts. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
