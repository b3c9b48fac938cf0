import { useEffect, useRef } from 'react';
import { createSurface, drawBrandText, drawFrame, frameGeometry, releaseSurface } from '../../camera';

const PREVIEW_WIDTH = 360;

/**
 * The branded frame as guests' polaroids will carry it: the camera's own frame and text drawing on a
 * stand-in photo, redrawn as the organizer types. The canvas is described by its label (the text itself).
 */
export function BrandingPreview({ text, label }: { text: string; label: string }) {
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
      drawFrame(ctx, geo, 'classic', photo.canvas);
      drawBrandText(ctx, geo, text);
    } finally {
      releaseSurface(photo);
    }
  }, [text]);

  const geo = frameGeometry('classic', PREVIEW_WIDTH);
  return <canvas ref={canvasRef} className="admin__branding-preview" width={geo.width} height={geo.height} role="img" aria-label={label} data-testid="branding-preview" />;
}
