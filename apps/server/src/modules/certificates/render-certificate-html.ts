import type {
  CertificateDocument,
  CertificateField,
  CertificatePipeworkGroup,
  CertificateTable,
  CertificateTestPart,
  CertificateTestSection,
} from './certificate-document';
import {
  HEAD_FILL_COLOR,
  issuerColors,
  MUTED_COLOR,
  RULE_COLOR,
  TEXT_COLOR,
  VERDICT_COLORS,
  type IssuerColors,
} from './certificate-theme';
import { ACTION_TAKEN_LABEL } from './certificate-test-sections';
import {
  footerLine,
  pipeworkTitle,
  replacedRecordLine,
  replacedRecordsHeading,
  signerFields,
} from './certificate-text';

/** Every piece of text passes through here: names and notes are typed by users. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function pngDataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

function fields(items: readonly CertificateField[]): string {
  if (items.length === 0) return '';
  const rows = items
    .map((item) => `<dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd>`)
    .join('');
  return `<dl>${rows}</dl>`;
}

function table(data: CertificateTable): string {
  const head = data.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = data.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><caption>${escapeHtml(data.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function pipeworkGroup(group: CertificatePipeworkGroup): string {
  return `<h2>${escapeHtml(pipeworkTitle(group))}</h2>${group.tables.map(table).join('')}${fields(group.volume)}`;
}

function verdictBadge(verdict: string): string {
  return `<span class="verdict verdict-${verdict.toLowerCase()}">${escapeHtml(verdict)}</span>`;
}

/** Full width: the engineer's own sentence (decision 0414). */
function actionNote(test: CertificateTestSection): string {
  if (!test.actionNote) return '';
  return `<p class="action"><strong>${escapeHtml(ACTION_TAKEN_LABEL)}:</strong> ${escapeHtml(test.actionNote)}</p>`;
}

function reasonList(reasons: readonly string[]): string {
  return reasons.length === 0
    ? ''
    : `<ul class="reasons">${reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`;
}

/** Parameters and readings side by side; a column with nothing in it is left out. */
function columns(parameters: readonly CertificateField[], readings: readonly CertificateField[]) {
  const column = (title: string, items: readonly CertificateField[]) =>
    items.length === 0 ? '' : `<div><h4>${title}</h4>${fields(items)}</div>`;
  if (parameters.length === 0 && readings.length === 0) return '';
  return `<div class="columns">${column('Parameters', parameters)}${column('Readings', readings)}</div>`;
}

/** A stage of a domestic test (decision 0821), inside its test's box. */
function testPart(part: CertificateTestPart): string {
  return `<div class="part">
<h4 class="part-title">${escapeHtml(part.title)} ${verdictBadge(part.verdict)}</h4>
${columns(part.parameters, part.readings)}${reasonList(part.reasons)}
</div>`;
}

function testSection(test: CertificateTestSection): string {
  return `<section class="test">
<h3>${escapeHtml(test.title)} ${verdictBadge(test.verdict)}</h3>
${(test.parts ?? []).map(testPart).join('\n')}${columns(test.parameters, test.readings)}
${fields(test.record)}${actionNote(test)}${reasonList(test.reasons)}
</section>`;
}

/** Earlier records of the test, replaced by the one above (decision 0923), after the tests. */
function replacedRecords(document: CertificateDocument): string {
  const records = document.replacedRecords ?? [];
  if (records.length === 0) return '';
  const items = records.map((record) => `<li>${escapeHtml(replacedRecordLine(record))}</li>`);
  return `<section class="replaced"><p>${escapeHtml(replacedRecordsHeading(records))}</p><ul>${items.join('')}</ul></section>`;
}

/** Standing notes, once, after the tests (decision 0917). */
function notes(document: CertificateDocument): string {
  const lines = document.notes ?? [];
  return lines.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('');
}

/** Only checked colours reach the style sheet (certificate-theme.ts). */
function styles({ primary, secondary }: IssuerColors): string {
  return `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, sans-serif; color: ${TEXT_COLOR}; font-size: 10.5pt; line-height: 1.35; margin: 0; }
main { max-width: 190mm; margin: 0 auto; padding: 8mm 16px; }
header { display: flex; gap: 12px; align-items: center; border-bottom: 4px solid ${primary}; padding-bottom: 8px; }
header img { max-height: 56px; max-width: 160px; object-fit: contain; }
header .issuer { flex: 1; }
header .issuer strong { font-size: 14pt; color: ${secondary}; }
header .issuer p { margin: 0; font-size: 9pt; color: #334155; }
h1 { font-size: 16pt; margin: 12px 0 2px; color: ${secondary}; }
h2 { font-size: 12pt; margin: 14px 0 6px; color: ${primary}; border-bottom: 1px solid ${RULE_COLOR}; }
h3 { font-size: 11pt; margin: 0 0 6px; display: flex; gap: 8px; align-items: center; }
h4 { font-size: 9.5pt; margin: 4px 0; color: ${MUTED_COLOR}; text-transform: uppercase; letter-spacing: .04em; }
.meta { display: flex; justify-content: space-between; gap: 12px; font-size: 9.5pt; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 6px; }
dt { color: ${MUTED_COLOR}; }
dd { margin: 0; font-weight: 600; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; }
caption { text-align: left; font-weight: 700; padding: 2px 0; }
th, td { border: 1px solid ${RULE_COLOR}; padding: 3px 6px; text-align: left; }
th { background: ${HEAD_FILL_COLOR}; }
.test { border: 1px solid ${RULE_COLOR}; border-left: 4px solid ${primary}; padding: 8px 10px; margin: 8px 0; break-inside: avoid; }
.verdict { font-size: 10pt; padding: 1px 8px; border-radius: 4px; color: #fff; }
.verdict-pass { background: ${VERDICT_COLORS.PASS}; } .verdict-fail { background: ${VERDICT_COLORS.FAIL}; } .verdict-pending { background: ${VERDICT_COLORS.PENDING}; }
.action { margin: 4px 0; padding: 4px 8px; border-left: 3px solid ${VERDICT_COLORS.FAIL}; background: #fef2f2; overflow-wrap: anywhere; }
.reasons { margin: 4px 0 0; padding-left: 18px; color: #334155; font-size: 9.5pt; }
.replaced { margin: 6px 0 0; font-size: 9pt; overflow-wrap: anywhere; } .replaced p { margin: 0; } .replaced ul { margin: 2px 0 0; padding-left: 18px; }
.note { margin: 6px 0 0; font-size: 8.5pt; color: ${MUTED_COLOR}; }
.part { border-top: 1px solid ${RULE_COLOR}; padding: 4px 0 6px; }
.part-title { display: flex; gap: 8px; align-items: center; color: ${TEXT_COLOR}; text-transform: none; letter-spacing: 0; font-size: 10pt; }
.sign { display: grid; grid-template-columns: 1fr auto; gap: 16px; align-items: end; margin-top: 12px; break-inside: avoid; }
.sign img.signature { height: 56px; border-bottom: 1px solid ${TEXT_COLOR}; }
.sign .blank { font-family: "DejaVu Serif", Georgia, serif; font-style: italic; font-size: 16pt; border-bottom: 1px solid ${TEXT_COLOR}; }
.qr { text-align: center; font-size: 8pt; width: 110px; overflow-wrap: anywhere; }
.qr svg { width: 100px; height: 100px; }
footer { margin-top: 12px; border-top: 1px solid ${RULE_COLOR}; padding-top: 6px; font-size: 8.5pt; color: ${MUTED_COLOR}; }
@media print { main { padding: 0; } .toolbar { display: none; } }
.toolbar { max-width: 190mm; margin: 0 auto; padding: 8px 16px 0; display: flex; gap: 12px; justify-content: space-between; }
.toolbar a, .toolbar button { min-height: 48px; min-width: 96px; display: inline-flex; align-items: center; justify-content: center; padding: 0 16px; border: 2px solid #334155; border-radius: 8px; background: #fff; color: #0f172a; font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.toolbar [hidden] { display: none; }
@media screen and (max-width: 640px) {
  .columns { grid-template-columns: 1fr; }
  .meta { flex-wrap: wrap; justify-content: flex-start; }
  dd { overflow-wrap: anywhere; }
}
`;
}

/**
 * The HTML certificate (print-ready, A4), from the same document as the PDF. Self-contained:
 * inline styles and images as data URIs, so it prints as it is, offline, and under the app's CSP.
 */
export async function renderCertificateHtml(document: CertificateDocument): Promise<string> {
  const { issuer, signature } = document;
  // qrcode is loaded on the first certificate, not at start (decisions 0841, 0842).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(document.verifyUrl, { type: 'svg', margin: 0 });
  const logo = issuer.logoPng
    ? `<img src="${pngDataUri(issuer.logoPng)}" alt="${escapeHtml(issuer.name)} logo">`
    : '';
  // No signature saved: an empty line to sign on paper.
  const signatureMark = signature.signaturePng
    ? `<img class="signature" src="${pngDataUri(signature.signaturePng)}" alt="Signature of ${escapeHtml(signature.engineerName)}">`
    : '<div class="blank">&nbsp;</div>';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.title)} ${escapeHtml(document.number)}</title>
<style>${styles(issuerColors(issuer))}</style>
<script type="module" src="/certificate-page.js"></script>
</head>
<body>
<nav class="toolbar" aria-label="Certificate"><a id="certificate-back" href="/account">Back</a><button type="button" id="certificate-print" hidden>Print</button></nav>
<main>
<header>${logo}<div class="issuer"><strong>${escapeHtml(issuer.name)}</strong>${issuer.details.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div></header>
<h1>${escapeHtml(document.title)}</h1>
<div class="meta"><span>Certificate number <strong>${escapeHtml(document.number)}</strong></span><span>Issued ${escapeHtml(document.issuedAt)}</span><span>${escapeHtml(document.standard)}</span></div>
<h2>Job</h2>${fields(document.job)}
<h2>Installation</h2>${fields(document.installation)}
${document.pipework.map(pipeworkGroup).join('\n')}
<h2>Tests ${verdictBadge(document.overallVerdict)}</h2>
${document.tests.map(testSection).join('\n')}
${replacedRecords(document)}${notes(document)}
<div class="sign"><div>${signatureMark}${fields(signerFields(signature))}</div><div class="qr">${qrSvg}<div>Verify at<br>${escapeHtml(document.verifyUrl)}</div></div></div>
<footer>${escapeHtml(footerLine(document))}</footer>
</main>
</body>
</html>
`;
}
