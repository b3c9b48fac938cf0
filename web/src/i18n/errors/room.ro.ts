import type { Texts } from '../../../../shared/i18n/catalogue';
import type { roomMessages } from '../../../../shared/room-messages';

/** shared/room-messages.ts in Romanian (the server's codes; its English messages stay the spec's). */
export const roomMessagesRo: Texts<typeof roomMessages> = {
  SETTINGS_LOCKED: 'Această setare poate fi schimbată doar înainte de începerea evenimentului.',
  MODERATION_FAILED: 'Nu am putut modifica această fotografie. Încearcă din nou.',
  WALL_LINK_INVALID: 'Acest link pentru ecranul live nu este valid. Roagă organizatorul să deschidă din nou ecranul live.',
  WALL_LINK_REVOKED: 'Acest link pentru ecranul live a fost revocat de organizator.',
  CREATOR_SIGNED_OUT: 'Acest telefon nu mai administrează evenimentul: organizatorul a deconectat celelalte telefoane.',
};
