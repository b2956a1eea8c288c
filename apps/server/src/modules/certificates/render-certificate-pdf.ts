import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font as FontkitFont } from 'fontkit';
import type PDFDocument from 'pdfkit';
import type QRCode from 'qrcode';
import type {
  CertificateDocument,
  CertificateField,
  CertificatePipeworkGroup,
  CertificateTable,
  CertificateTestPart,
  CertificateTestSection,
} from './certificate-document';
import {
  footerLine,
  pipeworkTitle,
  replacedRecordLine,
  replacedRecordsHeading,
  signerFields,
} from './certificate-text';
import { ACTION_TAKEN_LABEL } from './certificate-test-sections';
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
  createQr: typeof QRCode.create;
  regular: FontkitFont;
  bold: FontkitFont;
}
let pdfTools: Promise<PdfTools> | undefined;

/**
 * pdfkit, fontkit, qrcode and the two parsed fonts, loaded when the first PDF is made rather than when
 * the server starts (a third of a second of every start, and of every test file that builds the
 * app), then kept. A failed load is tried again next time.
 */
function loadPdfTools(): Promise<PdfTools> {
  pdfTools ??= (async () => {
    const [{ default: PDFDocument }, fontkit, { default: qrcode }] = await Promise.all([
      import('pdfkit'),
      import('fontkit'),
      import('qrcode'),
    ]);
    const parseFont = (file: string): FontkitFont => {
      const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return font;
    };
    return {
      PDFDocument,
      createQr: qrcode.create.bind(qrcode),
      regular: parseFont('DejaVuSans.ttf'),
      bold: parseFont('DejaVuSans-Bold.ttf'),
    };
  })().catch((error: unknown) => {
    pdfTools = undefined;
    throw error;
  });
  return pdfTools;
}

const MARGIN = 36;
/** Between the two columns of a two-column part. */
const GUTTER = 16;
const FIELD_SIZE = 8;
const TABLE_ROW_HEIGHT = 13;
/** A table's caption line and the point under it. */
const TABLE_CAPTION_HEIGHT = 11 + 1;
const QR_SIZE = 70;
/** Inside a test's box: the coloured bar, then the text. */
const TEST_INDENT = 10;

type Pdf = InstanceType<typeof PDFDocument>;

/**
 * Lays the certificate out to fit one A4 page for a job of up to three tests (product.md §10
 * Certificates, decision 0435): job and installation side by side, the pipework tables side by side, each
 * test's fields in two columns. Nothing is split that a reader reads as one: a test block is
 * measured before it is drawn and starts a new page if it would not fit, and the signature
 * block always stays on the page of the last test. A continued page repeats the certificate's
 * title, number, customer and site.
 */
class CertificatePdf {
  private readonly colors: IssuerColors;

  constructor(
    private readonly pdf: Pdf,
    private readonly document: CertificateDocument,
    private readonly createQr: PdfTools['createQr'],
  ) {
    this.colors = issuerColors(document.issuer);
  }

  private get contentWidth(): number {
    return this.pdf.page.width - MARGIN * 2;
  }

  private get bottom(): number {
    return this.pdf.page.height - MARGIN - 22;
  }

  private fits(height: number): boolean {
    return this.pdf.y + height <= this.bottom;
  }

  /** A new page when `height` points will not fit on this one. */
  private ensureSpace(height: number): void {
    if (!this.fits(height)) this.continuationPage();
  }

  /** A new page that says whose certificate it continues. */
  private continuationPage(): void {
    this.pdf.addPage();
    this.pdf.y = MARGIN;
    const customer = this.document.job.find((field) => field.label === 'Customer')?.value;
    const site = this.document.job.find((field) => field.label === 'Site address')?.value;
    this.pdf
      .font('bold')
      .fontSize(10)
      .fillColor(this.colors.secondary)
      .text(`${this.document.title} ${this.document.number} (continued)`, MARGIN, this.pdf.y, {
        width: this.contentWidth,
      });
    const about = [customer, site].filter(Boolean).join('   ·   ');
    if (about) {
      this.pdf
        .font('regular')
        .fontSize(FIELD_SIZE)
        .fillColor(TEXT)
        .text(about, MARGIN, this.pdf.y, { width: this.contentWidth });
    }
    this.rule(MARGIN, this.contentWidth, this.pdf.y + 2, 1.5, this.colors.primary);
    this.pdf.y += 8;
  }

  private rule(x: number, width: number, y: number, thickness = 0.5, color = RULE): void {
    this.pdf
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** A section title over `width` points, with a verdict chip after it if given. */
  private heading(
    text: string,
    verdict?: keyof typeof VERDICT_COLORS,
    x = MARGIN,
    width = this.contentWidth,
  ): void {
    this.pdf.y += 6;
    const y = this.pdf.y;
    this.pdf.font('bold').fontSize(11).fillColor(this.colors.primary).text(text, x, y, { width });
    const titleBottom = this.pdf.y;
    if (verdict) this.verdictChip(verdict, x + this.pdf.widthOfString(text) + 10, y);
    this.rule(x, width, titleBottom + 1);
    this.pdf.y = titleBottom + 4;
  }

  private static readonly HEADING_HEIGHT = 6 + 14 + 4;

  private verdictChip(verdict: keyof typeof VERDICT_COLORS, x: number, y: number): void {
    this.pdf.font('bold').fontSize(8.5);
    const width = this.pdf.widthOfString(verdict) + 10;
    this.pdf.roundedRect(x, y - 0.5, width, 13, 3).fill(VERDICT_COLORS[verdict]);
    this.pdf.fillColor('#ffffff').text(verdict, x + 5, y + 2, { lineBreak: false });
    this.pdf.fillColor(TEXT);
  }

  /**
   * Label and value pairs in `columns` columns, row by row, from the current y. Measures only
   * when `draw` is false; returns the height either way.
   */
  private fieldGrid(
    items: readonly CertificateField[],
    { x = MARGIN, width = this.contentWidth, columns = 1, draw = true } = {},
  ): number {
    const columnWidth = (width - GUTTER * (columns - 1)) / columns;
    // Labels as wide as the longest needs (up to 55 % of a column): values get the rest.
    this.pdf.font('regular').fontSize(FIELD_SIZE);
    const longestLabel = Math.max(0, ...items.map((item) => this.pdf.widthOfString(item.label)));
    const labelWidth = Math.min(longestLabel + 12, columnWidth * 0.55);
    const valueWidth = columnWidth - labelWidth;
    const top = this.pdf.y;
    let y = top;
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns);
      let rowHeight = 0;
      row.forEach((item, index) => {
        const cellX = x + index * (columnWidth + GUTTER);
        this.pdf.font('regular').fontSize(FIELD_SIZE);
        const labelHeight = this.pdf.heightOfString(item.label, { width: labelWidth - 6 });
        if (draw) {
          this.pdf.fillColor(MUTED).text(item.label, cellX, y, { width: labelWidth - 6 });
        }
        this.pdf.font('bold').fontSize(FIELD_SIZE);
        const valueHeight = this.pdf.heightOfString(item.value, { width: valueWidth });
        if (draw) {
          this.pdf.fillColor(TEXT).text(item.value, cellX + labelWidth, y, { width: valueWidth });
        }
        rowHeight = Math.max(rowHeight, labelHeight, valueHeight);
      });
      y += rowHeight + 1;
    }
    this.pdf.y = draw ? y : top;
    return y - top;
  }

  /** Draws a table from the current y at `x`, `width` wide, breaking between rows. */
  private table(data: CertificateTable, x = MARGIN, width = this.contentWidth): void {
    // The caption, the column heads and the first row stay together.
    this.ensureSpace(TABLE_CAPTION_HEIGHT + TABLE_ROW_HEIGHT * 2);
    const top = this.pdf.y;
    const columnX = this.columnEdges(data, x, width);
    this.pdf.font('bold').fontSize(FIELD_SIZE).fillColor(TEXT).text(data.caption, x, top);
    this.pdf.y += 1;
    const row = (cells: readonly string[], isHead: boolean) => {
      // A table that runs on to the next page carries its column heads there.
      if (!isHead && !this.fits(TABLE_ROW_HEIGHT)) {
        this.continuationPage();
        row(data.columns, true);
      }
      const y = this.pdf.y;
      if (isHead) this.pdf.rect(x, y, width, TABLE_ROW_HEIGHT).fill(HEAD_FILL_COLOR);
      this.pdf
        .font(isHead ? 'bold' : 'regular')
        .fontSize(isHead ? 7.5 : 8)
        .fillColor(TEXT);
      cells.forEach((cell, index) => {
        // One line per cell: what does not fit ends in an ellipsis.
        this.pdf.text(cell, columnX[index]! + 4, y + 3, {
          width: columnX[index + 1]! - columnX[index]! - 8,
          height: TABLE_ROW_HEIGHT - 4,
          ellipsis: true,
        });
      });
      this.pdf.rect(x, y, width, TABLE_ROW_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();
      this.pdf.y = y + TABLE_ROW_HEIGHT;
    };
    row(data.columns, true);
    for (const cells of data.rows) row(cells, false);
    this.pdf.y += 5;
  }

  /**
   * Where each column starts, and the table's right edge last: each column as wide as its widest
   * cell needs, and what is left shared equally; equal columns when the cells need more than
   * `width` (each then ends in an ellipsis where it must).
   */
  private columnEdges(data: CertificateTable, x: number, width: number): number[] {
    const needed = data.columns.map((column, index) => {
      this.pdf.font('bold').fontSize(7.5);
      let widest = this.pdf.widthOfString(column);
      this.pdf.font('regular').fontSize(8);
      for (const row of data.rows)
        widest = Math.max(widest, this.pdf.widthOfString(row[index] ?? ''));
      return widest + 8;
    });
    const spare = width - needed.reduce((sum, each) => sum + each, 0);
    const widths =
      spare >= 0
        ? needed.map((each) => each + spare / needed.length)
        : needed.map(() => width / needed.length);
    return widths.reduce((edges, each) => [...edges, edges.at(-1)! + each], [x]);
  }

  private static tableHeight(data: CertificateTable): number {
    return TABLE_CAPTION_HEIGHT + TABLE_ROW_HEIGHT * (data.rows.length + 1) + 5;
  }

  /** Job and installation side by side. */
  private jobAndInstallation(): void {
    const width = (this.contentWidth - GUTTER) / 2;
    const right = MARGIN + width + GUTTER;
    const top = this.pdf.y;
    this.heading('Job', undefined, MARGIN, width);
    this.fieldGrid(this.document.job, { width });
    const leftBottom = this.pdf.y;
    this.pdf.y = top;
    this.heading('Installation', undefined, right, width);
    this.fieldGrid(this.document.installation, { x: right, width });
    this.pdf.y = Math.max(leftBottom, this.pdf.y);
  }

  /**
   * The pipework tables: the first (the pipe runs) on the left, the others (meters, hoses)
   * stacked on the right, when that fits on this page; otherwise one under another, breaking
   * between rows. The volumes follow in two columns.
   */
  private pipework(group: CertificatePipeworkGroup): void {
    this.ensureSpace(CertificatePdf.HEADING_HEIGHT + TABLE_ROW_HEIGHT * 3 + 12);
    this.heading(pipeworkTitle(group));
    const [first, ...others] = group.tables;
    const leftHeight = first ? CertificatePdf.tableHeight(first) : 0;
    const rightHeight = others.reduce((sum, table) => sum + CertificatePdf.tableHeight(table), 0);
    const volumeHeight = this.fieldGrid(group.volume, { columns: 2, draw: false });
    const sideBySide =
      first && others.length > 0 && this.fits(Math.max(leftHeight, rightHeight) + volumeHeight);
    if (sideBySide) {
      const leftWidth = this.contentWidth * 0.5;
      const rightX = MARGIN + leftWidth + GUTTER;
      const rightWidth = this.contentWidth - leftWidth - GUTTER;
      const top = this.pdf.y;
      this.table(first, MARGIN, leftWidth);
      const leftBottom = this.pdf.y;
      this.pdf.y = top;
      for (const table of others) this.table(table, rightX, rightWidth);
      this.pdf.y = Math.max(leftBottom, this.pdf.y);
    } else {
      for (const table of group.tables) this.table(table);
    }
    this.ensureSpace(volumeHeight);
    this.fieldGrid(group.volume, { columns: 2 });
  }

  private testFields(test: CertificateTestSection): CertificateField[] {
    return [...test.parameters, ...test.readings, ...test.record];
  }

  /** The bullet list of reasons at `x`; measures only when `draw` is false. */
  private reasons(reasons: readonly string[], x: number, width: number, draw = true): number {
    this.pdf.font('regular').fontSize(8).fillColor(MUTED);
    let height = 0;
    for (const reason of reasons) {
      height += this.pdf.heightOfString(`• ${reason}`, { width });
      if (draw) this.pdf.text(`• ${reason}`, x, this.pdf.y, { width });
    }
    return height;
  }

  private static readonly PART_TITLE_HEIGHT = 3 + 14;

  /**
   * A stage of a domestic test (decision 0821): a rule, its title and verdict, its fields in two
   * columns and its reasons. Measures only when `draw` is false; returns the height either way.
   */
  private part(part: CertificateTestPart, x: number, width: number, draw = true): number {
    const top = this.pdf.y;
    const fields = [...part.parameters, ...part.readings];
    if (!draw) {
      this.pdf.y = top + CertificatePdf.PART_TITLE_HEIGHT;
      const height =
        CertificatePdf.PART_TITLE_HEIGHT +
        this.fieldGrid(fields, { x, width, columns: 2, draw: false }) +
        this.reasons(part.reasons, x, width, false) +
        3;
      this.pdf.y = top;
      return height;
    }
    this.rule(x, width, top + 1);
    const titleTop = top + 3;
    this.pdf.font('bold').fontSize(9.5).fillColor(TEXT).text(part.title, x, titleTop);
    this.pdf.font('bold').fontSize(9.5);
    this.verdictChip(part.verdict, x + this.pdf.widthOfString(part.title) + 8, titleTop - 1);
    this.pdf.y = top + CertificatePdf.PART_TITLE_HEIGHT;
    this.fieldGrid(fields, { x, width, columns: 2 });
    this.reasons(part.reasons, x, width);
    this.pdf.y += 3;
    return this.pdf.y - top;
  }

  /** The height `test` will take (its box and the gap after it). */
  private testHeight(test: CertificateTestSection): number {
    const x = MARGIN + TEST_INDENT;
    const width = this.contentWidth - TEST_INDENT;
    const parts = (test.parts ?? []).reduce(
      (sum, part) => sum + this.part(part, x, width, false),
      0,
    );
    const fields = this.fieldGrid(this.testFields(test), { width, columns: 2, draw: false });
    const reasons = this.reasons(test.reasons, x, width, false);
    return 4 + 16 + parts + fields + this.actionNote(test, x, width, false) + reasons + 4 + 6;
  }

  /**
   * The engineer's note of the action taken, full width under the fields (decision 0414).
   * Measures only when `draw` is false; returns the height either way.
   */
  private actionNote(test: CertificateTestSection, x: number, width: number, draw = true): number {
    if (!test.actionNote) return 0;
    const label = `${ACTION_TAKEN_LABEL}: `;
    this.pdf.font('bold').fontSize(FIELD_SIZE);
    const height = this.pdf.heightOfString(`${label}${test.actionNote}`, { width }) + 2;
    if (draw) {
      const top = this.pdf.y + 1;
      this.pdf.fillColor(TEXT).text(label, x, top, { width, continued: true });
      this.pdf.font('regular').text(test.actionNote);
      this.pdf.y = top + height - 1;
    }
    return height;
  }

  private test(test: CertificateTestSection): void {
    const top = this.pdf.y;
    const x = MARGIN + TEST_INDENT;
    const width = this.contentWidth - TEST_INDENT;
    this.pdf.y = top + 4;
    const titleTop = this.pdf.y;
    this.pdf.font('bold').fontSize(10.5).fillColor(TEXT).text(test.title, x, titleTop);
    this.pdf.font('bold').fontSize(10.5);
    this.verdictChip(test.verdict, x + this.pdf.widthOfString(test.title) + 8, titleTop);
    this.pdf.y = titleTop + 16;
    for (const part of test.parts ?? []) this.part(part, x, width);
    this.fieldGrid(this.testFields(test), { x, width, columns: 2 });
    this.actionNote(test, x, width);
    this.reasons(test.reasons, x, width);
    const bottom = this.pdf.y + 4;
    // The coloured bar down the left edge of the test.
    this.pdf.rect(MARGIN, top, 3, bottom - top).fill(this.colors.primary);
    this.pdf.y = bottom + 6;
    this.pdf.fillColor(TEXT);
  }

  /**
   * Earlier records of the test, replaced by the one above (decision 0923): a line to say what
   * they are, then one line each, full width after the tests. Measures only when `draw` is false;
   * returns the height either way.
   */
  private replacedRecords(draw = true): number {
    const records = this.document.replacedRecords ?? [];
    if (records.length === 0) return 0;
    const width = this.contentWidth;
    this.pdf.font('regular').fontSize(8.5).fillColor(TEXT);
    let height = 0;
    for (const line of [
      replacedRecordsHeading(records),
      ...records.map((record) => `•  ${replacedRecordLine(record)}`),
    ]) {
      height += this.pdf.heightOfString(line, { width }) + 2;
      if (draw) this.pdf.text(line, MARGIN, this.pdf.y + 2, { width });
    }
    return height;
  }

  /**
   * The certificate's standing notes, once, full width after the tests (decision 0917). Measures
   * only when `draw` is false; returns the height either way.
   */
  private notes(draw = true): number {
    const width = this.contentWidth;
    this.pdf.font('regular').fontSize(7.5).fillColor(MUTED);
    let height = 0;
    for (const note of this.document.notes ?? []) {
      height += this.pdf.heightOfString(note, { width }) + 2;
      if (draw) {
        this.pdf.text(note, MARGIN, this.pdf.y + 2, { width });
      }
    }
    this.pdf.fillColor(TEXT);
    return height;
  }

  /**
   * Every test, each kept whole; the last one kept with the replaced records, the notes and the
   * signature block.
   */
  private tests(): void {
    const { tests } = this.document;
    tests.forEach((test, index) => {
      let needed = this.testHeight(test);
      if (index === tests.length - 1) {
        needed += this.replacedRecords(false) + this.notes(false) + this.signatureHeight();
      }
      if (index === 0) needed += CertificatePdf.HEADING_HEIGHT;
      this.ensureSpace(needed);
      if (index === 0) this.heading('Tests', this.document.overallVerdict);
      this.test(test);
    });
  }

  private header(): void {
    const { issuer } = this.document;
    let textX = MARGIN;
    if (issuer.logoPng) {
      this.pdf.image(issuer.logoPng, MARGIN, MARGIN, { fit: [110, 44] });
      textX = MARGIN + 122;
    }
    this.pdf
      .font('bold')
      .fontSize(14)
      .fillColor(this.colors.secondary)
      .text(issuer.name, textX, MARGIN, { width: this.contentWidth - (textX - MARGIN) });
    this.pdf.font('regular').fontSize(8).fillColor(MUTED);
    for (const line of issuer.details) this.pdf.text(line, textX, this.pdf.y);
    this.pdf.y = Math.max(this.pdf.y, issuer.logoPng ? MARGIN + 46 : 0) + 3;
    this.pdf.rect(MARGIN, this.pdf.y, this.contentWidth, 2.5).fill(this.colors.primary);
    this.pdf.y += 8;
    this.pdf
      .font('bold')
      .fontSize(14)
      .fillColor(this.colors.secondary)
      .text(this.document.title, MARGIN);
    this.pdf
      .font('regular')
      .fontSize(9)
      .fillColor(TEXT)
      .text(
        `Certificate number ${this.document.number}   ·   Issued ${this.document.issuedAt}   ·   ${this.document.standard}`,
        MARGIN,
      );
  }

  private signatureHeight(): number {
    return 10 + QR_SIZE + 20;
  }

  private signatureAndQr(qr: QRCode.QRCode): void {
    const { signature } = this.document;
    this.ensureSpace(this.signatureHeight());
    this.pdf.y += 10;
    const top = this.pdf.y;
    if (signature.signaturePng) {
      this.pdf.image(signature.signaturePng, MARGIN, top, { fit: [180, 40] });
    }
    this.rule(MARGIN, 220, top + 42, 0.8, TEXT);
    this.pdf.y = top + 46;
    this.fieldGrid(signerFields(signature), { width: 300 });
    // The verification QR code, drawn module by module: sharp at any zoom.
    const qrX = MARGIN + this.contentWidth - QR_SIZE;
    const cell = QR_SIZE / qr.modules.size;
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
      .text('Scan or visit to verify:', qrX - 220, top + QR_SIZE + 3, {
        width: QR_SIZE + 220,
        align: 'right',
      })
      .text(this.document.verifyUrl, qrX - 220, this.pdf.y, {
        width: QR_SIZE + 220,
        align: 'right',
        lineBreak: false,
      });
    this.pdf.y = Math.max(this.pdf.y, top + QR_SIZE + 20);
  }

  private footers(): void {
    const range = this.pdf.bufferedPageRange();
    const text = footerLine(this.document);
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.pdf.switchToPage(index);
      const y = this.pdf.page.height - MARGIN - 12;
      this.pdf
        .font('regular')
        .fontSize(7)
        .fillColor(MUTED)
        .text(`${text}  Page ${index + 1} of ${range.count}.`, MARGIN, y, {
          width: this.contentWidth,
          height: 22,
          lineBreak: true,
        });
    }
  }

  render(): void {
    const qr = this.createQr(this.document.verifyUrl, { errorCorrectionLevel: 'M' });
    this.header();
    this.jobAndInstallation();
    for (const group of this.document.pipework) this.pipework(group);
    this.tests();
    this.replacedRecords();
    this.notes();
    this.signatureAndQr(qr);
    this.footers();
  }
}

/** The PDF certificate: the same document as the HTML one, A4, fonts embedded. */
export async function renderCertificatePdf(document: CertificateDocument): Promise<Buffer> {
  const { PDFDocument, createQr, regular, bold } = await loadPdfTools();
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
      new CertificatePdf(pdf, document, createQr).render();
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
