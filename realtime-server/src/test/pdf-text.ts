import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream?: Buffer };

/** Every `N 0 obj` of a PDF as pdfkit writes it (no object streams), streams inflated. */
function objectsOf(pdf: Uint8Array): Map<string, PdfObject> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = bytes.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const start = match.index + match[0].length;
    const streamAt = text.indexOf('stream', start);
    const endAt = text.indexOf('endobj', start);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(match[1] as string, { dict: text.slice(start, endAt) });
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataAt = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    const raw = bytes.subarray(dataAt, dataAt + length);
    objects.set(match[1] as string, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    head.lastIndex = dataAt + length;
  }
  return objects;
}

/** Glyph code -> text from a ToUnicode CMap (the bfrange arrays and bfchar pairs pdfkit writes). */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // a ligature maps to several characters: `<0066 0069>` is "fi"
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const codes = [...(list as string).matchAll(/<([0-9a-f\s]+)>/gi)].map((m) => m[1] as string);
    for (const [i, hex] of codes.entries()) map.set(Number.parseInt(from as string, 16) + i, utf16(hex));
  }
  for (const [, section] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, hex] of (section as string).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(Number.parseInt(code as string, 16), utf16(hex as string));
  return map;
}

/**
 * The text of a PDF made by pdfmake/pdfkit, words separated by single spaces (pdfmake writes a text
 * object per word, so a word broken across lines reads as two): content streams inflated,
 * each font's glyph codes mapped back through its ToUnicode CMap. For tests: enough to read what a
 * letter says, not a general PDF parser.
 */
export function pdfText(pdf: Uint8Array): string {
  const objects = objectsOf(pdf);
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resources = objects.get(ref(page.dict, 'Resources') ?? '')?.dict ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(ref(objects.get(id as string)?.dict ?? '', 'ToUnicode') ?? '');
      fonts.set(name as string, cmapOf(toUnicode?.stream?.toString('latin1') ?? ''));
    }
    const content = objects.get(ref(page.dict, 'Contents') ?? '')?.stream?.toString('latin1') ?? '';
    let font = new Map<number, string>();
    for (const [, name, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\] TJ/gi)) {
      if (name) {
        font = fonts.get(name) ?? new Map();
        continue;
      }
      const codes = [...(shown as string).matchAll(/<([0-9a-f]*)>/gi)].flatMap(
        (m) => (m[1] as string).match(/.{4}/g) ?? [],
      );
      lines.push(codes.map((c) => font.get(Number.parseInt(c, 16)) ?? '').join(''));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}
