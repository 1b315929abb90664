import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type PdfDocument = { getBuffer(): Promise<Buffer> };
type PdfMake = {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: object): PdfDocument;
};

let ready: PdfMake | undefined;

/**
 * pdfmake on the server with its fonts in its virtual file system and every outside access refused:
 * a letter never fetches a URL nor reads a file named in its content (a logo is a data: URL).
 */
function pdfmake(): PdfMake {
  if (ready) return ready;
  const instance = require('pdfmake') as PdfMake;
  const dir = require.resolve('pdfmake/package.json').replace(/package\.json$/, 'fonts/Roboto/');
  for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'])
    instance.virtualfs.writeFileSync(file, readFileSync(dir + file));
  instance.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy(() => false);
  ready = instance;
  return instance;
}

/**
 * The PDF of a document definition. The definition carries fixed info dates (the letter's own),
 * so the same letter gives the same bytes, and its SHA-256 means something.
 */
export async function renderPdf(definition: object): Promise<Uint8Array> {
  const buffer = await pdfmake().createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
