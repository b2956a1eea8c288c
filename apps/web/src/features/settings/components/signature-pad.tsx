import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Eraser, LoaderCircle, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  SIGNATURE_COLOR,
  SIGNATURE_HEIGHT_PX,
  SIGNATURE_LINE_WIDTH_PX,
  SIGNATURE_WIDTH_PX,
  canvasToPng,
} from '../model/render-typed-signature';

interface SignaturePadProps {
  /** The saved signature, drawn onto the pad when it loads (product.md §4). */
  savedUrl: string;
  onSave: (png: Blob) => Promise<void>;
  isSaving: boolean;
}

/**
 * The drawn signature of product.md §4 and §9: a 400 × 150 canvas, black 2 px line, exported as PNG.
 * Blank: Save and Clear are unavailable; drawn: both work; Clear returns to blank. Drawn with a
 * finger, stylus or mouse (pointer events); keyboard users type their name on the other tab.
 */
export function SignaturePad({ savedUrl, onSave, isSaving }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDrawingRef = useRef(false);
  const [hasDrawing, setHasDrawing] = useState(false);

  useEffect(() => {
    if (!savedUrl) return;
    const image = new Image();
    // Only when the image has loaded (never in jsdom): the canvas context is touched here.
    image.onload = () => {
      const context = canvasRef.current?.getContext('2d');
      if (!context) return;
      context.clearRect(0, 0, SIGNATURE_WIDTH_PX, SIGNATURE_HEIGHT_PX);
      context.drawImage(image, 0, 0, SIGNATURE_WIDTH_PX, SIGNATURE_HEIGHT_PX);
      setHasDrawing(true);
    };
    image.src = savedUrl;
    return () => {
      image.onload = null;
    };
  }, [savedUrl]);

  function pointAt(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * canvas.width,
      y: ((event.clientY - box.top) / box.height) * canvas.height,
    };
  }

  function context(canvas: HTMLCanvasElement) {
    const drawing = canvas.getContext('2d');
    if (!drawing) return null;
    drawing.strokeStyle = SIGNATURE_COLOR;
    drawing.fillStyle = SIGNATURE_COLOR;
    drawing.lineWidth = SIGNATURE_LINE_WIDTH_PX;
    drawing.lineCap = 'round';
    drawing.lineJoin = 'round';
    return drawing;
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const drawing = context(event.currentTarget);
    if (!drawing) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    isDrawingRef.current = true;
    const { x, y } = pointAt(event);
    drawing.beginPath();
    // A tap leaves a dot.
    drawing.arc(x, y, SIGNATURE_LINE_WIDTH_PX / 2, 0, Math.PI * 2);
    drawing.fill();
    drawing.beginPath();
    drawing.moveTo(x, y);
    setHasDrawing(true);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!isDrawingRef.current) return;
    const drawing = context(event.currentTarget);
    if (!drawing) return;
    const { x, y } = pointAt(event);
    drawing.lineTo(x, y);
    drawing.stroke();
  }

  function end() {
    isDrawingRef.current = false;
  }

  function clear() {
    canvasRef.current?.getContext('2d')?.clearRect(0, 0, SIGNATURE_WIDTH_PX, SIGNATURE_HEIGHT_PX);
    setHasDrawing(false);
  }

  async function save() {
    if (!canvasRef.current || !hasDrawing) return;
    await onSave(await canvasToPng(canvasRef.current));
  }

  return (
    <div className="flex flex-col gap-3">
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH_PX}
        height={SIGNATURE_HEIGHT_PX}
        role="img"
        aria-label="Signature pad: sign here with your finger, a stylus or the mouse"
        data-state={hasDrawing ? 'drawn' : 'blank'}
        className="aspect-[8/3] w-full max-w-[400px] cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void save()} disabled={!hasDrawing || isSaving}>
          {isSaving ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Save Signature
        </Button>
        <Button variant="secondary" onClick={clear} disabled={!hasDrawing || isSaving}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}
