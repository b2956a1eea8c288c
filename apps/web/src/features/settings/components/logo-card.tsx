import { useEffect, useRef, useState } from 'react';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press (decision 0876: no dialog library on the settings page's first load).
const LogoUploadDialog = lazyPart(() => import('./logo-upload-dialog'), 'LogoUploadDialog');

interface LogoCardProps {
  logoUrl: string;
  /** Uploaded and saved on the server. */
  onUploaded: (logoUrl: string) => void;
  /** Takes the logo off the form; it goes from the server with the next save. */
  onRemove: () => void;
}

/** product.md §2 Company Logo: the current logo, and the upload. */
export function LogoCard({ logoUrl, onUploaded, onRemove }: LogoCardProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back to 'Upload Logo' once the dialog has gone, as a dialog's trigger would be. As the account
  // feature's useFocusBackOnClose: a hook shared by both pages would be a chunk of its own (0876).
  useEffect(() => {
    if (wasOpen.current && !isDialogOpen) uploadButton.current?.focus();
    wasOpen.current = isDialogOpen;
  }, [isDialogOpen]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Logo</CardTitle>
        <CardDescription>
          Shown at the top of your certificates instead of PipeProof&apos;s.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex min-h-28 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-4">
          {logoUrl ? (
            <img src={logoUrl} alt="Company logo" className="max-h-24 max-w-full object-contain" />
          ) : (
            <p className="flex items-center gap-2 text-base text-slate-700">
              <ImageOff aria-hidden="true" className="size-5" />
              No logo uploaded
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            ref={uploadButton}
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={isDialogOpen}
            onClick={() => setIsDialogOpen(true)}
          >
            <Upload aria-hidden="true" />
            Upload Logo
          </Button>
          {isDialogOpen ? (
            <PartBoundary onClose={() => setIsDialogOpen(false)}>
              <LogoUploadDialog onUploaded={onUploaded} onClose={() => setIsDialogOpen(false)} />
            </PartBoundary>
          ) : null}
          {logoUrl ? (
            <Button variant="ghost" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
