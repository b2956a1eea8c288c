import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font as FontkitFont } from 'fontkit';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type {
  CertificateDocument,
  CertificateField,
  CertificateTable,
  CertificateTestSection,
} from './certificate-document';
import { footerLine, pipeworkTitle, signerFields } from './certificate-text';
import {
  HEAD_FILL_COLOR,
  issuerColors,
  MUTED_COLOR as MUTED,
  RULE_COLOR as RULE,
  TEXT_COLOR as TEXT,
  VERDICT_COLORS,
  type IssuerColors,
} from './certificate-theme';

// An embedded TrueType font, so every glyph prints (³, ₂, £, é); the PDF standard fonts cannot.
// Read and parsed once per process (pdfkit takes a fontkit font as well as a file): parsing the
// whole TTF for each certificate cost about half its time. Every certificate still embeds only
// the subset of glyphs it uses; the parsed font itself is only read from.
const require = createRequire(import.meta.url);
// pdfkit's PDFFontFactory.open uses any object with a `layout` function as the font itself;
// @types/pdfkit lists only paths and buffers.
const asFontSource = (font: FontkitFont) => font as unknown as PDFKit.Mixins.PDFFontSource;

interface PdfTools {
  PDFDocument: typeof PDFDocument;
  regular: FontkitFont;
  bold: FontkitFont;
}
let pdfTools: Promise<PdfTools> | undefined;

/**
 * pdfkit, fontkit and the two parsed fonts, loaded when the first PDF is made rather than when
 * the server starts (a third of a second of every start, and of every test file that builds the
 * app), then kept. A failed load is tried again next time.
 */
function loadPdfTools(): Promise<PdfTools> {
  pdfTools ??= (async () => {
    const [{ default: PDFDocument }, fontkit] = await Promise.all([
      import('pdfkit'),
      import('fontkit'),
    ]);
    const parseFont = (file: string): FontkitFont => {
      const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return font;
    };
    return {
      PDFDocument,
      regular: parseFont('DejaVuSans.ttf'),
      bold: parseFont('DejaVuSans-Bold.ttf'),
    };
  })().catch((error: unknown) => {
    pdfTools = undefined;
    throw error;
  });
  return pdfTools;
}

const MARGIN = 40;
const LABEL_WIDTH = 190;

type Pdf = InstanceType<typeof PDFDocument>;

class CertificatePdf {
  private readonly colors: IssuerColors;

  constructor(
    private readonly pdf: Pdf,
    private readonly document: CertificateDocument,
  ) {
    this.colors = issuerColors(document.issuer);
  }

  private get contentWidth(): number {
    return this.pdf.page.width - MARGIN * 2;
  }

  private get bottom(): number {
    return this.pdf.page.height - MARGIN - 24;
  }

  /** A new page when `height` points will not fit on this one. */
  private ensureSpace(height: number): void {
    if (this.pdf.y + height > this.bottom) {
      this.pdf.addPage();
      this.pdf.y = MARGIN;
    }
  }

  private heading(text: string, verdict?: keyof typeof VERDICT_COLORS): void {
    this.ensureSpace(40);
    this.pdf.moveDown(0.6);
    const y = this.pdf.y;
    this.pdf.font('bold').fontSize(12).fillColor(this.colors.primary).text(text, MARGIN, y);
    const titleBottom = this.pdf.y;
    if (verdict) this.verdictChip(verdict, MARGIN + this.pdf.widthOfString(text) + 10, y + 1);
    this.pdf.y = titleBottom;
    this.pdf
      .moveTo(MARGIN, this.pdf.y + 1)
      .lineTo(MARGIN + this.contentWidth, this.pdf.y + 1)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.pdf.y += 5;
  }

  private verdictChip(verdict: keyof typeof VERDICT_COLORS, x: number, y: number): void {
    this.pdf.font('bold').fontSize(9);
    const width = this.pdf.widthOfString(verdict) + 12;
    this.pdf.roundedRect(x, y - 1, width, 14, 3).fill(VERDICT_COLORS[verdict]);
    this.pdf.fillColor('#ffffff').text(verdict, x + 6, y + 1.5, { lineBreak: false });
    this.pdf.fillColor(TEXT);
  }

  private fields(items: readonly CertificateField[], x = MARGIN, width = this.contentWidth): void {
    const labelWidth = Math.min(LABEL_WIDTH, width * 0.5);
    for (const item of items) {
      this.pdf.font('bold').fontSize(9.5);
      const valueHeight = this.pdf.heightOfString(item.value, { width: width - labelWidth });
      this.ensureSpace(valueHeight + 2);
      const y = this.pdf.y;
      this.pdf
        .font('regular')
        .fillColor(MUTED)
        .text(item.label, x, y, { width: labelWidth - 8 });
      const labelBottom = this.pdf.y;
      this.pdf
        .font('bold')
        .fillColor(TEXT)
        .text(item.value, x + labelWidth, y, { width: width - labelWidth });
      this.pdf.y = Math.max(this.pdf.y, labelBottom) + 1.5;
    }
  }

  private table(data: CertificateTable): void {
    const columnWidth = this.contentWidth / data.columns.length;
    const rowHeight = 15;
    this.ensureSpace(rowHeight * 3);
    this.pdf.font('bold').fontSize(9.5).fillColor(TEXT).text(data.caption, MARGIN, this.pdf.y);
    this.pdf.y += 2;
    const row = (cells: readonly string[], isHead: boolean) => {
      this.ensureSpace(rowHeight);
      const y = this.pdf.y;
      if (isHead) this.pdf.rect(MARGIN, y, this.contentWidth, rowHeight).fill(HEAD_FILL_COLOR);
      this.pdf
        .font(isHead ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(TEXT);
      cells.forEach((cell, index) => {
        this.pdf.text(cell, MARGIN + index * columnWidth + 4, y + 3.5, {
          width: columnWidth - 8,
          lineBreak: false,
          ellipsis: true,
        });
      });
      this.pdf
        .rect(MARGIN, y, this.contentWidth, rowHeight)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.pdf.y = y + rowHeight;
    };
    row(data.columns, true);
    for (const cells of data.rows) row(cells, false);
    this.pdf.y += 6;
  }

  private test(test: CertificateTestSection): void {
    this.ensureSpace(120);
    const top = this.pdf.y + 4;
    this.pdf.y = top + 6;
    const x = MARGIN + 12;
    const width = this.contentWidth - 20;
    const titleTop = this.pdf.y;
    this.pdf.font('bold').fontSize(11).fillColor(TEXT).text(test.title, x, titleTop);
    const titleBottom = this.pdf.y;
    this.pdf.font('bold').fontSize(11);
    this.verdictChip(test.verdict, x + this.pdf.widthOfString(test.title) + 10, titleTop + 1);
    this.pdf.y = titleBottom + 3;
    this.fields(
      [...test.parameters, ...test.readings, ...test.record].map((item) => item),
      x,
      width,
    );
    if (test.reasons.length > 0) {
      this.pdf.font('regular').fontSize(8.5).fillColor(MUTED);
      for (const reason of test.reasons) {
        this.ensureSpace(12);
        this.pdf.text(`• ${reason}`, x, this.pdf.y, { width });
      }
    }
    const bottom = this.pdf.y + 6;
    // The coloured bar down the left edge of the test, on this page.
    if (bottom > top) this.pdf.rect(MARGIN, top, 3, bottom - top).fill(this.colors.primary);
    this.pdf.y = bottom + 4;
    this.pdf.fillColor(TEXT);
  }

  private header(): void {
    const { issuer } = this.document;
    let textX = MARGIN;
    if (issuer.logoPng) {
      this.pdf.image(issuer.logoPng, MARGIN, MARGIN, { fit: [120, 48] });
      textX = MARGIN + 132;
    }
    this.pdf
      .font('bold')
      .fontSize(15)
      .fillColor(this.colors.secondary)
      .text(issuer.name, textX, MARGIN, { width: this.contentWidth - (textX - MARGIN) });
    this.pdf.font('regular').fontSize(8.5).fillColor(MUTED);
    for (const line of issuer.details) this.pdf.text(line, textX, this.pdf.y);
    this.pdf.y = Math.max(this.pdf.y, issuer.logoPng ? MARGIN + 50 : 0) + 4;
    this.pdf.rect(MARGIN, this.pdf.y, this.contentWidth, 3).fill(this.colors.primary);
    this.pdf.y += 10;
    this.pdf
      .font('bold')
      .fontSize(15)
      .fillColor(this.colors.secondary)
      .text(this.document.title, MARGIN);
    this.pdf
      .font('regular')
      .fontSize(9.5)
      .fillColor(TEXT)
      .text(
        `Certificate number ${this.document.number}   ·   Issued ${this.document.issuedAt}   ·   ${this.document.standard}`,
        MARGIN,
      );
  }

  private signatureAndQr(qr: QRCode.QRCode): void {
    const { signature } = this.document;
    const qrSize = 92;
    this.ensureSpace(qrSize + 40);
    this.pdf.moveDown(0.8);
    const top = this.pdf.y;
    if (signature.signaturePng) {
      this.pdf.image(signature.signaturePng, MARGIN, top, { fit: [200, 56] });
    }
    this.pdf
      .moveTo(MARGIN, top + 58)
      .lineTo(MARGIN + 220, top + 58)
      .lineWidth(0.8)
      .strokeColor(TEXT)
      .stroke();
    this.pdf.y = top + 62;
    this.fields(signerFields(signature), MARGIN, 300);
    // The verification QR code, drawn module by module: sharp at any zoom.
    const qrX = MARGIN + this.contentWidth - qrSize;
    const cell = qrSize / qr.modules.size;
    for (let row = 0; row < qr.modules.size; row += 1) {
      for (let column = 0; column < qr.modules.size; column += 1) {
        if (qr.modules.get(row, column)) {
          this.pdf.rect(qrX + column * cell, top + row * cell, cell + 0.05, cell + 0.05);
        }
      }
    }
    this.pdf.fill(TEXT);
    this.pdf
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text('Scan or visit to verify:', qrX - 200, top + qrSize + 4, {
        width: qrSize + 200,
        align: 'right',
      })
      .text(this.document.verifyUrl, qrX - 200, this.pdf.y, {
        width: qrSize + 200,
        align: 'right',
        lineBreak: false,
      });
    this.pdf.y = Math.max(this.pdf.y, top + qrSize + 20);
  }

  private footers(): void {
    const range = this.pdf.bufferedPageRange();
    const text = footerLine(this.document);
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.pdf.switchToPage(index);
      const y = this.pdf.page.height - MARGIN - 14;
      this.pdf
        .font('regular')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(`${text}  Page ${index + 1} of ${range.count}.`, MARGIN, y, {
          width: this.contentWidth,
          height: 24,
          lineBreak: true,
        });
    }
  }

  render(): void {
    const qr = QRCode.create(this.document.verifyUrl, { errorCorrectionLevel: 'M' });
    this.header();
    this.heading('Job');
    this.fields(this.document.job);
    this.heading('Installation');
    this.fields(this.document.installation);
    for (const group of this.document.pipework) {
      this.heading(pipeworkTitle(group));
      for (const table of group.tables) this.table(table);
      this.fields(group.volume);
    }
    this.heading('Tests', this.document.overallVerdict);
    for (const test of this.document.tests) this.test(test);
    this.signatureAndQr(qr);
    this.footers();
  }
}

/** The PDF certificate: the same document as the HTML one, A4, fonts embedded. */
export async function renderCertificatePdf(document: CertificateDocument): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadPdfTools();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: `${document.title} ${document.number}`,
        Author: document.issuer.name,
        Subject: document.standard,
      },
    });
    pdf.registerFont('regular', asFontSource(regular));
    pdf.registerFont('bold', asFontSource(bold));
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      new CertificatePdf(pdf, document).render();
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
