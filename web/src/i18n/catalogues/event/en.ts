import { guestMessages } from '../../../../../shared/guest-messages';
import { roomMessages } from '../../../../../shared/room-messages';
import { adminEn } from './admin.en';
import { cameraEn } from './camera.en';
import { homeEn } from './home.en';
import { paidStateEn } from './paid-state.en';

/**
 * The event area's texts in English (see ../../areas.ts): the event home, the camera and the admin screen, the
 * spec's words where it has them. The gallery's screens are an area of their own (../gallery), so the camera's
 * first load does not carry them.
 */
const en = {
  home: homeEn,
  camera: cameraEn,
  admin: adminEn,
  paidState: paidStateEn,
  errors: { ...guestMessages, ...roomMessages },
};

export default en;
