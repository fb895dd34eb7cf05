import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The element's screenshot decoded as a QR code, with a white quiet zone added around it. */
export async function decodeQr(element: Locator): Promise<string | undefined> {
  const shot = PNG.sync.read(await element.screenshot({ animations: 'disabled' }));
  const margin = 32;
  const framed = new PNG({ width: shot.width + 2 * margin, height: shot.height + 2 * margin });
  framed.data.fill(255);
  PNG.bitblt(shot, framed, 0, 0, shot.width, shot.height, margin, margin);
  const pixels = new Uint8ClampedArray(framed.data.buffer, framed.data.byteOffset, framed.data.length);
  return jsQR(pixels, framed.width, framed.height)?.data;
}
