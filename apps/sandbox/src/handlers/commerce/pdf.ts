// A one-page PDF of a bill, written by hand (PDF 1.4: catalog, pages, page, font, content stream, xref, trailer).
// Text uses the standard Helvetica font (WinAnsi), so characters outside printable ASCII are replaced by '?'.
import type { components as Sms } from '@ott/sdk/types/sms';

type BillDetails = Sms['schemas']['BillDetails'];

/** PDF string literal: ASCII only, with ( ) \ escaped. */
function pdfText(s: string): string {
  const ascii = s.replace(/[–—]/g, '-').replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/([\\()])/g, '\\$1')})`;
}

const money = (n: number | undefined, currency: string) => `${(n ?? 0).toFixed(2)} ${currency}`;

/** The lines printed on the bill. */
function billLines(b: BillDetails): string[] {
  const lines = [
    `Invoice ${b.invoicenumber ?? b.billid}`,
    `Bill ${b.billid}   Date ${b.date.slice(0, 10)}   Status ${b.status}`,
    `Billed to: ${b.subscribername ?? b.subscriberid ?? ''} ${b.email ? `<${b.email}>` : ''} (${b.country ?? ''})`.trim(),
    `Paid with ${b.gatewayid ?? '-'}, reference ${b.referenceid ?? '-'}`,
    '',
    ...(b.items ?? []).map((i) => `${i.quantity ?? 1} x ${i.description}   ${money(i.amount, b.currency)}`),
    '',
    `Subtotal   ${money(b.subtotal, b.currency)}`,
    `Discount   -${money(b.discount, b.currency)}`,
    `${b.taxlabel ?? 'Tax'}   ${money(b.tax, b.currency)}`,
    `Total   ${money(b.amount, b.currency)}`,
  ];
  return lines;
}

/** The bill as a small valid PDF document. */
export function billPdf(b: BillDetails): Uint8Array {
  const lines = billLines(b);
  const ops = ['BT', '/F1 18 Tf', '56 780 Td', `${pdfText('OTT Demo - Bill')} Tj`, '/F1 11 Tf', '0 -30 Td'];
  for (const l of lines) ops.push(`${pdfText(l)} Tj`, '0 -18 Td');
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfText(`Bill ${b.billid}`)} /Producer (ott sandbox) >>`,
  ];
  // Everything is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
