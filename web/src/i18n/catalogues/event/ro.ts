import type { Texts } from '../../../../../shared/i18n/catalogue';
import { guestMessagesRo } from '../../errors/guest.ro';
import { roomMessagesRo } from '../../errors/room.ro';
import { adminRo } from './admin.ro';
import { cameraRo } from './camera.ro';
import type en from './en';
import { homeRo } from './home.ro';
import { paidStateRo } from './paid-state.ro';

/** The event area's texts in Romanian (see ../../areas.ts); the type keeps it key for key with English. */
const ro: Texts<typeof en> = {
  home: homeRo,
  camera: cameraRo,
  admin: adminRo,
  paidState: paidStateRo,
  errors: { ...guestMessagesRo, ...roomMessagesRo },
};

export default ro;
