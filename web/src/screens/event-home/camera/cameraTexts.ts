import type { AreaTexts } from '../../../i18n/areas';

/** The camera's texts (event area): the panel reads them once and hands them to its parts. */
export type CameraTexts = AreaTexts['event']['camera'];
