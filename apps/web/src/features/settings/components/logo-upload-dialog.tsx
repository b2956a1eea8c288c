import { useId, useState, type ChangeEvent } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { UPLOAD_MAX_BYTES } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { LogoUploadError, uploadLogo } from '../api/upload-logo';
import { SETTINGS_MESSAGES } from '../model/settings-messages';
import { ProgressBar } from './progress-bar';

const sizeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** product.md §5: image types only, not SVG (the server refuses it too), at most 5 MB. */
function checkFile(file: File): keyof typeof SETTINGS_MESSAGES | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'invalidFileType';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/**
 * The logo upload of product.md §4: choose a file, upload (progress 10, 30, 70, 100 %), then done —
 * the dialog closes — or failed, with the reason, and another try. Its own module, loaded when
 * 'Upload Logo' is pressed, so the dialog library stays off the settings page's first load
 * (decision 0876); closed, it is unmounted, so the next opening starts afresh.
 */
export function LogoUploadDialog({
  onUploaded,
  onClose,
}: {
  onUploaded: (logoUrl: string) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isUploading = progress !== null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = checkFile(chosen);
    if (problem === 'invalidFileType' || problem === 'fileTooLarge') {
      const message = SETTINGS_MESSAGES[problem];
      toast.error(message.title, { description: message.description });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    try {
      const logoUrl = await uploadLogo(file, setProgress);
      onUploaded(logoUrl);
      toast.success(SETTINGS_MESSAGES.uploadSuccessful.title, {
        description: SETTINGS_MESSAGES.uploadSuccessful.description,
      });
      onClose();
    } catch (error) {
      const description =
        error instanceof LogoUploadError ? error.message : SETTINGS_MESSAGES.uploadFailed.fallback;
      toast.error(SETTINGS_MESSAGES.uploadFailed.title, { description });
      setProgress(null);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isUploading) onClose();
      }}
    >
      {/* The card puts focus back on 'Upload Logo' itself (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Upload company logo</DialogTitle>
          <DialogDescription>
            PNG, JPG, GIF or WebP, at most 5 MB. About 200 × 80 pixels looks best on certificates.
          </DialogDescription>
        </DialogHeader>
        <div>
          <Label htmlFor={inputId}>Logo image file</Label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/tiff"
            aria-describedby={hintId}
            disabled={isUploading}
            onChange={choose}
            className="block min-h-12 w-full rounded-lg border border-slate-400 bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:font-semibold"
          />
          <p id={hintId} className="mt-1 text-sm text-slate-700">
            {file
              ? `${file.name}, ${sizeFormat.format(file.size / 1024)} KB`
              : 'No file chosen yet.'}
          </p>
        </div>
        {isUploading ? <ProgressBar value={progress} label="Uploading logo" /> : null}
        <DialogFooter>
          <Button variant="secondary" disabled={isUploading} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!file || isUploading} onClick={() => void upload()}>
            {isUploading ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {isUploading ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
