import { CAMERA_ERROR_TEXTS_EN } from '../../../camera/camera-errors';
import { LIBRARY_MESSAGES } from '../../../camera/library-messages';

/** The event area's camera texts in English (see ./en.ts): the camera panel, its settings, review and uploads. */
export const cameraEn = {
  section: 'Camera',
  /** Photos left (spec: a badge, red at 3 or fewer): the count is in <strong>, between these two. */
  photosLeftBefore: (_n: number) => '',
  photosLeftAfter: (n: number) => (n === 1 ? ' photo left' : ' photos left'),
  takePhoto: 'Take photo',
  switchToFront: 'Switch to front camera',
  switchToBack: 'Switch to back camera',
  settingsButton: 'Camera settings',
  addFromLibrary: 'Add from Library',
  startingCamera: 'Starting camera…',
  captureFailed: 'Could not take the photo. Please try again.',
  restartCamera: 'Restart Camera',
  dismiss: 'Dismiss',
  tryAgain: 'Try Again',
  withoutCamera: 'Without the camera',
  openGallery: 'Open the Gallery',
  voteOnPhotos: 'Vote on Photos',
  connecting: 'Connecting to database…',
  ended: 'This event has ended.',
  viewAwards: 'View Awards',
  viewGallery: 'View Gallery',
  theEnd: 'The end',
  filterLabel: 'Filter: ',
  quickFilters: 'Quick filters',
  /** Review (spec: "Your Polaroid" with Retake and Keep Photo). */
  review: {
    title: 'Your Polaroid',
    photoAlt: 'The polaroid you just took',
    libraryAlt: 'Your photo as a polaroid',
    retake: 'Retake',
    pickAnother: 'Pick Another',
    keep: 'Keep Photo',
  },
  /** The settings side panel (spec: Polaroid Filters, Frame Style, Aging Effects, Camera Options). */
  settings: {
    title: 'Camera Settings',
    close: 'Close settings',
    filters: 'Polaroid Filters',
    frameStyle: 'Frame Style',
    agingEffects: 'Aging Effects',
    colorGrading: 'Color grading',
    agingLevel: 'Aging level',
    cameraOptions: 'Camera Options',
    rear: 'Rear camera',
    front: 'Front camera',
    reset: 'Reset',
    done: 'Done',
  },
  filterNames: { none: 'Original', blackwhite: 'B&W', vintage: 'Vintage', warm: 'Warm', cool: 'Cool', faded: 'Faded', contrast: 'Contrast' },
  frameNames: { classic: 'Classic', vintage: 'Vintage', modern: 'Modern', retro: 'Retro' },
  gradingNames: { warm: 'Warm', cool: 'Cool', faded: 'Faded', classic: 'Classic', sepia: 'Sepia' },
  agingNames: { light: 'Light', medium: 'Medium', heavy: 'Heavy' },
  effectNames: {
    colorGrading: 'Color grading',
    agingLevel: 'Aging',
    dustParticles: 'Dust',
    edgeWear: 'Edge wear',
    filmGrain: 'Film grain',
    lightLeaks: 'Light leaks',
    scratches: 'Scratches',
    cornerWear: 'Corner wear',
  },
  /** Uploads (issue #13) and the spec's upload texts (section 8). */
  upload: {
    uploaded: 'Photo uploaded! It is in the gallery now.',
    offline: 'Offline. Photos stay on this phone until you are back online.',
    keepOpen: 'Keep Candid open until your photos upload. If you close it, they upload the next time you open Candid.',
    storageUnavailable:
      'This browser cannot keep photos on the phone (private browsing?). Photos still upload while you are online, but one taken offline would be lost.',
    storageFull:
      'Your phone is almost out of storage. Photos still upload while you are online, but there may be no room to keep them offline. Free some space to be safe.',
    waiting: (n: number) => `${n} waiting to upload`,
    retrying: 'Upload failed, retrying',
    failedStatus: (status: string) => `Upload failed: ${status}`,
    refusedBefore: 'A photo was not uploaded: ',
    refusedAfter: ' It is still on this phone.',
    saveToPhone: 'Save to phone',
    remove: 'Remove',
  },
  /** Camera failures (spec section 8 "Camera"): web/src/camera/camera-errors.ts picks one. */
  errors: { ...CAMERA_ERROR_TEXTS_EN },
  /** Photos from the library the browser cannot open (web/src/camera/decode-image.ts). */
  library: { ...LIBRARY_MESSAGES },
};
