/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public address of the site (https://…), shown to desktop visitors as the address to open on a phone. */
  readonly VITE_PUBLIC_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
