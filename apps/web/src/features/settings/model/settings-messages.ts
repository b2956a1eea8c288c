/** Every message of the Company Settings page, word for word from product.md §5 and §8. */
export const SETTINGS_MESSAGES = {
  saved: { title: 'Company branding saved successfully' },
  saveFailed: { title: 'Error' },
  invalidFileType: {
    title: 'Invalid file type',
    description: 'Please select an image file (PNG, JPG, GIF, etc.)',
  },
  fileTooLarge: { title: 'File too large', description: 'Please select a file smaller than 5MB' },
  uploadFailed: { title: 'Upload failed', fallback: 'Failed to upload logo' },
  noUploadUrl: 'No upload URL received from server',
  uploadSuccessful: {
    title: 'Upload successful',
    description: 'Your logo has been uploaded and saved.',
  },
  signatureSaved: {
    title: 'Signature Saved',
    description: 'Your signature has been uploaded successfully',
  },
  signatureFailed: {
    title: 'Upload Failed',
    description: 'Failed to upload signature. Please try again.',
  },
  noLogo: { title: 'No Logo', description: 'Please upload a logo first to extract colors' },
  colorsExtracted: {
    title: 'Colors Extracted',
    description: (count: number) => `Found ${count} colors from your logo`,
  },
  extractionFailed: {
    title: 'Extraction Failed',
    description: 'Unable to extract colors from the image. This may be due to CORS restrictions.',
  },
  imageLoadTimeout: 'Image load timeout',
  imageLoadFailed: 'Failed to load image - possibly due to CORS restrictions',
} as const;

/** 'Upload failed (status): text' (product.md §8). */
export function describePutFailure(status: number, text: string): string {
  return `Upload failed (${status}): ${text}`;
}
