import { useEffect, useId, useRef, useState } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  SIGNATURE_HEIGHT_PX,
  SIGNATURE_WIDTH_PX,
  canvasToPng,
  renderTypedSignature,
} from '../model/render-typed-signature';

interface TypedSignatureProps {
  defaultName: string;
  onSave: (png: Blob) => Promise<void>;
  isSaving: boolean;
}

/** For engineers who cannot draw a signature: their typed name, set as a script signature. */
export function TypedSignature({ defaultName, onSave, isSaving }: TypedSignatureProps) {
  const inputId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [name, setName] = useState(defaultName);
  const hasName = name.trim() !== '';

  useEffect(() => {
    if (canvasRef.current && hasName) renderTypedSignature(canvasRef.current, name);
  }, [name, hasName]);

  async function save() {
    if (!canvasRef.current || !renderTypedSignature(canvasRef.current, name)) return;
    await onSave(await canvasToPng(canvasRef.current));
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <Label htmlFor={inputId}>Name as it should appear</Label>
        <Input
          id={inputId}
          value={name}
          autoComplete="name"
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <canvas
        ref={canvasRef}
        width={SIGNATURE_WIDTH_PX}
        height={SIGNATURE_HEIGHT_PX}
        role="img"
        aria-label={hasName ? `Typed signature: ${name}` : 'Typed signature preview'}
        className="aspect-[8/3] w-full max-w-[400px] rounded-lg border-2 border-dashed border-slate-400 bg-white"
      />
      <Button className="sm:self-start" onClick={() => void save()} disabled={!hasName || isSaving}>
        {isSaving ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Save aria-hidden="true" />
        )}
        Save Signature
      </Button>
    </div>
  );
}
