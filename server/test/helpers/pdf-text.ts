import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, read back the way a viewer draws it: each content stream
 * is inflated and the strings of its text operators (Tj, TJ) are decoded. Enough for the
 * standard fonts pdfkit writes (hex strings in WinAnsi), which is all the statement uses.
 */
export function pdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const strings = (operation[1] ?? operation[2] ?? '').match(/<([0-9a-fA-F]*)>/g) ?? [];
      lines.push(strings.map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
