/** product.md §9: the signature image is 400 × 150, black, PNG. */
export const SIGNATURE_WIDTH_PX = 400;
export const SIGNATURE_HEIGHT_PX = 150;
export const SIGNATURE_LINE_WIDTH_PX = 2;
export const SIGNATURE_COLOR = '#000000';

const SCRIPT_FONTS =
  "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

/**
 * Writes a typed name as a signature (for engineers who cannot draw one, decision 0705): black,
 * italic script, as large as fits the 400 × 150 canvas, on a transparent background.
 */
export function renderTypedSignature(canvas: HTMLCanvasElement, name: string): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const text = name.trim();
  if (text === '') return false;
  let sizePx = 56;
  const maxWidth = canvas.width - 32;
  for (; sizePx > 12; sizePx -= 2) {
    context.font = `italic ${sizePx}px ${SCRIPT_FONTS}`;
    if (context.measureText(text).width <= maxWidth) break;
  }
  context.fillStyle = SIGNATURE_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 2, canvas.height / 2, maxWidth);
  return true;
}

/** The canvas as a PNG (product.md §9 'exported as png'). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be exported'))),
      'image/png',
    );
  });
}
