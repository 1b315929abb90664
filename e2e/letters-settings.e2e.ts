import { crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demo,
  expectAccessible,
  launchBrowser,
  newPage,
  type Portal,
  shellToasts,
  signIn,
  startPortal,
} from './harness';

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A PNG signature and header with no image data: it looks like a PNG and draws nothing. */
function headerOnlyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(40, 0);
  ihdr.writeUInt32BE(40, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const head = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR', 'latin1'), ihdr]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(head.subarray(4)), 0);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), head, crc]);
}

describe('letter settings refuse what a letter cannot be made with', { timeout: 180_000 }, () => {
  let admin: Page;

  it('shows the server’s refusal of a logo that is no image at the logo field, accessibly', async () => {
    ({ page: admin } = await newPage(browser));
    await signIn(admin, portal.baseUrl, demo.admin.email, demo.admin.password);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto(`${portal.baseUrl}/pengaturan`);
    await admin.getByTestId('pengaturan-save').waitFor();
    await admin
      .getByTestId('pengaturan-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: headerOnlyPng() })
      .catch(async () => {
        // Mantine's FileInput keeps its <input type=file> beside the button
        await admin
          .locator('input[type=file]')
          .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: headerOnlyPng() });
      });
    await admin.getByTestId('pengaturan-save').click();
    await admin.getByText('The logo image cannot be read.').waitFor();
    await expectAccessible(admin, shellToasts);
  });

  it('shows a number format with an unknown placeholder as wrong before it is sent', async () => {
    const field = admin.getByLabel('SKTMT', { exact: false }).first();
    await field.fill('{seq}/{tahun}');
    await admin.getByText(/besides it only \{year\}, \{month\} and \{romawi\}/).waitFor();
    expect(await admin.getByTestId('pengaturan-save').isDisabled()).toBe(true);
    await expectAccessible(admin, shellToasts);
  });
});
