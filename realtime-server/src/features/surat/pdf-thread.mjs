// The PDF worker thread: pdfmake with its fonts in its virtual file system and every outside access
// refused (a letter never fetches a URL nor reads a file named in its content; a logo is a data:
// URL). Plain JavaScript, so it starts the same under tsx, a test runner or plain node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');
const dir = require.resolve('pdfmake/package.json').replace(/package\.json$/, 'fonts/Roboto/');
for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'])
  pdfmake.virtualfs.writeFileSync(file, readFileSync(dir + file));
pdfmake.setFonts({
  Roboto: {
    normal: 'Roboto-Regular.ttf',
    bold: 'Roboto-Medium.ttf',
    italics: 'Roboto-Italic.ttf',
    bolditalics: 'Roboto-MediumItalic.ttf',
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

parentPort.on('message', async ({ id, definition }) => {
  try {
    const buffer = await pdfmake.createPdf(definition).getBuffer();
    const bytes = new Uint8Array(buffer.byteLength);
    bytes.set(buffer);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
