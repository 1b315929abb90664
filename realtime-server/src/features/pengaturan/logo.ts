import { crc32, inflateSync } from 'node:zlib';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, suratMessages } from '@ujian/shared/surat';

type Image = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG read to its pixels: every chunk's CRC, the header, and the image data inflated to exactly the
 * rows the header promises. A header alone, or a file cut short, is not an image.
 */
function readPng(bytes: Buffer): Image | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (at + 12 <= bytes.length && !ended) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return undefined;
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return undefined;
    if (type === 'IHDR' && length === 13)
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] as number,
        colour: body[9] as number,
        interlace: body[12] as number,
      };
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  const channels = header ? PNG_CHANNELS[header.colour] : undefined;
  if (!header || !channels || !ended || data.length === 0 || header.width === 0 || header.height === 0)
    return undefined;
  if (header.width > LOGO_MAX_SIDE * 4 || header.height > LOGO_MAX_SIDE * 4) return header;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
  const rowBytes = (w: number) => 1 + Math.ceil((w * channels * header.depth) / 8);
  let expected = 0;
  if (header.interlace === 1) {
    // Adam7: seven reduced images, each with its own rows
    const passes = [
      [0, 0, 8, 8],
      [4, 0, 8, 8],
      [0, 4, 4, 8],
      [2, 0, 4, 4],
      [0, 2, 2, 4],
      [1, 0, 2, 2],
      [0, 1, 1, 2],
    ] as const;
    for (const [x0, y0, dx, dy] of passes) {
      const w = Math.ceil((header.width - x0) / dx);
      const h = Math.ceil((header.height - y0) / dy);
      if (w > 0 && h > 0) expected += h * rowBytes(w);
    }
  } else expected = header.height * rowBytes(header.width);
  return pixels.length === expected ? header : undefined;
}

/**
 * A JPEG read through its segments: a start-of-frame with the size, a start-of-scan followed by
 * coded data, and the end marker. A file that stops before its image data is not an image.
 */
function readJpeg(bytes: Buffer): Image | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  let size: Image | undefined;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      size = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (marker === 0xda) {
      const scan = bytes.subarray(at + 2 + length);
      const endsAt = scan.lastIndexOf(Buffer.from([0xff, 0xd9]));
      if (!size || size.width === 0 || size.height === 0 || endsAt < 1) return undefined;
      return size;
    }
    at += 2 + length;
  }
  return undefined;
}

/** What is wrong with a logo data URL (its field message), or nothing when it is a usable image. */
export function logoProblem(dataUrl: string): string | undefined {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return suratMessages.logoType;
  const bytes = Buffer.from(match[2] as string, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return suratMessages.logoTooLarge;
  const image = match[1] === 'png' ? readPng(bytes) : readJpeg(bytes);
  if (!image) return suratMessages.logoUnreadable;
  if (image.width > LOGO_MAX_SIDE || image.height > LOGO_MAX_SIDE) return suratMessages.logoTooWide;
  return undefined;
}
