import { useEffect, useRef } from 'react';
import { type BrandLogo, createSurface, drawBranding, drawFrame, frameGeometry, releaseSurface } from '../../camera';

const PREVIEW_WIDTH = 360;

/**
 * The branded frame as guests' polaroids will carry it: the camera's own frame, logo and text drawing on a
 * stand-in photo, redrawn as the organizer types or picks a logo. The canvas is described by its label.
 */
export function BrandingPreview({ text, logo, label }: { text: string; logo?: BrandLogo; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const geo = frameGeometry('classic', PREVIEW_WIDTH);
    const photo = createSurface(geo.photo.width, geo.photo.height);
    try {
      const sky = photo.ctx.createLinearGradient(0, 0, 0, geo.photo.height);
      sky.addColorStop(0, '#9db8cf');
      sky.addColorStop(1, '#d9c7a7');
      photo.ctx.fillStyle = sky;
      photo.ctx.fillRect(0, 0, geo.photo.width, geo.photo.height);
      ctx.clearRect(0, 0, geo.width, geo.height);
      drawFrame(ctx, geo, 'classic', photo.canvas);
      drawBranding(ctx, geo, { text, logo });
    } finally {
      releaseSurface(photo);
    }
  }, [text, logo]);

  const geo = frameGeometry('classic', PREVIEW_WIDTH);
  return (
    <canvas
      ref={canvasRef}
      className="admin__branding-preview"
      width={geo.width}
      height={geo.height}
      role="img"
      aria-label={label}
      data-testid="branding-preview"
      data-logo={logo ? 'yes' : 'no'}
    />
  );
}
