import { SETTINGS_MESSAGES } from './settings-messages';

/** product.md §9: the logo is scaled to fit 150 px, and given 10 s to load. */
export const EXTRACTION_MAX_EDGE_PX = 150;
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

/** Why pixels could not be read: the message is shown to the engineer (product.md §8). */
export class ImageLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageLoadError';
  }
}

/** Loads an image and draws it to a canvas scaled to fit 150 px; resolves to its RGBA pixels. */
export async function loadImagePixels(src: string): Promise<Uint8ClampedArray> {
  const image = await loadImage(src);
  const scale = EXTRACTION_MAX_EDGE_PX / Math.max(image.naturalWidth, image.naturalHeight, 1);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = window.setTimeout(() => {
      image.src = '';
      reject(new ImageLoadError(SETTINGS_MESSAGES.imageLoadTimeout));
    }, IMAGE_LOAD_TIMEOUT_MS);
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      reject(new ImageLoadError(SETTINGS_MESSAGES.imageLoadFailed));
    };
    image.src = src;
  });
}
