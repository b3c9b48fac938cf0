import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorKind, cameraErrorMessage, cameraRestartFailedMessage, isCameraSupported } from './camera-errors';

const dom = (name: string, message = 'x'): DOMException => new DOMException(message, name);

describe('camera error messages (spec section 8, Camera)', () => {
  it.each([
    ['NotAllowedError', CAMERA_MESSAGES.PERMISSION_DENIED],
    ['PermissionDeniedError', CAMERA_MESSAGES.PERMISSION_DENIED],
    ['NotFoundError', CAMERA_MESSAGES.NOT_FOUND],
    ['DevicesNotFoundError', CAMERA_MESSAGES.NOT_FOUND],
    ['NotSupportedError', CAMERA_MESSAGES.NOT_SUPPORTED],
    ['NotReadableError', CAMERA_MESSAGES.IN_USE],
    ['TrackStartError', CAMERA_MESSAGES.IN_USE],
    ['OverconstrainedError', CAMERA_MESSAGES.CONSTRAINTS],
  ])('%s', (name, text) => {
    expect(cameraErrorMessage(dom(name))).toBe(text);
  });

  it('contains the spec wording', () => {
    expect(CAMERA_MESSAGES.PERMISSION_DENIED).toContain('tap the camera icon in the address bar and allow');
    expect(CAMERA_MESSAGES.NOT_FOUND).toContain('No camera found');
    expect(CAMERA_MESSAGES.NOT_SUPPORTED).toContain('Camera access is not supported in this browser.');
    expect(CAMERA_MESSAGES.NOT_SUPPORTED).toContain('try Chrome or Safari');
    expect(CAMERA_MESSAGES.IN_USE).toContain('in use by another app');
    expect(CAMERA_MESSAGES.CONSTRAINTS).toContain('constraints not supported');
  });

  it('anything else is the generic "Camera error: {name}: {message}"', () => {
    expect(cameraErrorMessage(dom('AbortError', 'Starting videoinput failed'))).toBe('Camera error: AbortError: Starting videoinput failed');
    expect(cameraErrorMessage(new TypeError('bad constraints'))).toBe('Camera error: TypeError: bad constraints');
    expect(cameraErrorMessage('weird')).toBe('Camera error: Error: weird');
    expect(cameraErrorMessage(undefined)).toBe('Camera error: Error');
    expect(cameraErrorKind(dom('AbortError'))).toBe('other');
  });

  it('restart failure text', () => {
    expect(cameraRestartFailedMessage(dom('NotReadableError', 'Could not start video source'))).toBe(
      'Camera restart failed: Could not start video source',
    );
    expect(cameraRestartFailedMessage(dom('NotReadableError', ''))).toBe('Camera restart failed: NotReadableError');
  });

  it('isCameraSupported needs navigator.mediaDevices.getUserMedia', () => {
    expect(isCameraSupported({} as Pick<Navigator, 'mediaDevices'>)).toBe(false);
    const mediaDevices = { getUserMedia: () => Promise.reject(new Error('no')) } as unknown as MediaDevices;
    expect(isCameraSupported({ mediaDevices })).toBe(true);
  });
});

describe('permission advice fits the browser (issue 11.5)', () => {
  const denied = dom('NotAllowedError');
  const UA = {
    iphoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iphoneChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  };

  it('iPhone Safari: Settings → Safari → Camera, never the address bar icon it does not have', () => {
    const text = cameraErrorMessage(denied, UA.iphoneSafari);
    expect(text).toContain('Settings → Safari → Camera');
    expect(text).not.toContain('address bar');
  });

  it('iPhone Chrome: its own entry in Settings', () => {
    expect(cameraErrorMessage(denied, UA.iphoneChrome)).toContain('Settings → Chrome → Camera');
  });

  it('Safari on a Mac: the Safari menu', () => {
    expect(cameraErrorMessage(denied, UA.macSafari)).toContain('Safari → Settings for This Website → Camera');
  });

  it('Chrome (Android, desktop): the spec text, the address bar icon', () => {
    expect(cameraErrorMessage(denied, UA.android)).toBe(CAMERA_MESSAGES.PERMISSION_DENIED);
  });
});
