/** Candid camera: stream, errors, filters, vintage effects, frames and capture. */
export * from './constants';
export { cameraConstraints, CameraTimeoutError, isVideoReady, openCamera, restartCamera, waitForVideoReady } from './stream';
export type { CameraFacing, CameraHandle, OpenCameraOptions } from './stream';
export { CAMERA_ERROR_TEXTS_EN, CAMERA_MESSAGES, cameraErrorKind, cameraErrorMessage, cameraRestartFailedMessage, isCameraSupported, permissionDeniedMessage } from './camera-errors';
export type { CameraErrorKind, CameraErrorTexts } from './camera-errors';
export { centreSquareCrop, fitLongEdge, scaleSize } from './crop';
export type { Rect, Size } from './crop';
export { applyColourOps, compileColourOps, composeMatrices, coolTint, opMatrix, opsToCss, scaleOps, staysInRange } from './colour-ops';
export type { ColourFn, ColourMatrix, ColourOp } from './colour-ops';
export {
  applyFilter,
  FILTER_NAMES,
  FILTER_OPS,
  filterCss,
  filterForKey,
  isFilterName,
  nextFilter,
  previousFilter,
  QUICK_FILTERS,
} from './filters';
export type { FilterName } from './filters';
export {
  AGING_LEVELS,
  AGING_OPS,
  AGING_STRENGTH,
  agingOps,
  GRADING_OPS,
  GRADINGS,
  gradingOps,
  VINTAGE_EFFECTS,
} from './vintage';
export type { AgingLevel, Grading, VintageEffect, VintageEffects } from './vintage';
export { DEFAULT_POLAROID_SETTINGS, parsePolaroidSettings, previewCss, settingsColourOps } from './settings';
export type { PolaroidSettings } from './settings';
export { drawCardEffects, drawPhotoEffects, grainRng, planEffects } from './effects';
export type { CornerMark, EffectPlan, Hair, Leak, Scratch, Speck, WearMark } from './effects';
export { applyGrain, GRAIN_AMPLITUDE } from './grain';
export { bitmapLogo, loadBrandLogo } from './brand-logo';
export { BRAND_FONT_FAMILY, BRAND_INK, brandLayout, brandTextLayout, drawBranding, drawBrandText } from './brand-text';
export type { BrandLayout, BrandLogo, BrandTextLayout } from './brand-text';
export { drawFrame, FRAME_SPECS, FRAME_STYLES, frameGeometry, roundedRectPath } from './frames';
export type { FrameGeometry, FrameStyle, FrameStyleSpec } from './frames';
export { createRng, randomSeed } from './random';
export type { Rng } from './random';
export { canvasToBlob, createSurface, releaseSurface, sourceSize } from './canvas';
export type { AnyCanvas, Ctx2D, Surface, SurfaceFactory, SurfaceOptions } from './canvas';
export { encodeWithinBudget, JpegBudgetError, qualitySteps, surfaceEncoder } from './encode';
export type { EncodedJpeg, JpegAttempt, JpegBudget, ScaledJpegEncoder } from './encode';
export { composePhoto, POLAROID_BUDGET, RAW_BUDGET, renderPolaroid, THUMBNAIL_BUDGET } from './compose';
export type { ComposedPhoto, ComposeOptions, ComposeTimings, RenderedPolaroid, RenderTimings } from './compose';
