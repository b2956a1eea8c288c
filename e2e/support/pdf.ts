import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

// Reading a downloaded certificate as the engineer's customer would, with poppler-utils
// (Debian's pdftotext, pdfinfo, pdfimages and pdftoppm).

/** The text of a PDF, laid out as on the page. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** How many pages the PDF has. */
export function pdfPageCount(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = /^Pages:\s+(\d+)$/m.exec(info);
  if (!pages) throw new Error(`pdfinfo gave no page count for ${path}`);
  return Number(pages[1]);
}

/** The width × height of every image in a PDF (pdfimages), in order. */
export function pdfImageSizes(path: string): string[] {
  return execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => `${columns[3]}×${columns[4]}`);
}

/** Page 1 as a 60 dpi PNG at `<pngBase>.png`, to look at. */
export function savePageOneAsPng(pdfPath: string, pngBase: string): void {
  mkdirSync(dirname(pngBase), { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    pngBase,
  ]);
}
