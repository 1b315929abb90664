import { readFileSync } from 'node:fs';
import { refusalMessages } from '@ujian/machines/pengajuanGuards';
import { pengajuanMessages, type RequiredDocument } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { serverMessageOf } from '../../components/server-message';
import { refused, translatorFor } from '../../components/server-message.fixture';
import { missingDocumentsOf, pengajuanRefusalOf, refusalKeys } from './refusal';

const documents: RequiredDocument[] = [
  { jenis: 'naskah', label: 'Naskah', uploaded: false },
  { jenis: 'transkrip', label: 'Transkrip', uploaded: true },
  { jenis: 'surat_tugas', label: 'Surat tugas', uploaded: false },
];

/** The English text the server sends for these refusals (machine-adapter.ts `refused`). */
const englishOf = (codes: (keyof typeof refusalMessages)[], missing: string[] = []) =>
  codes
    .map((c) =>
      c === 'DOCUMENTS_MISSING' ? `${refusalMessages[c]} Missing: ${missing.join(', ')}.` : refusalMessages[c],
    )
    .join(' ');

const notAllowed = (codes: (keyof typeof refusalMessages)[], missing: string[] = []) =>
  refused(409, 'TRANSITION_NOT_ALLOWED', englishOf(codes, missing), { event: codes.join(',') });

describe('a refused pengajuan transition in the reader’s language', () => {
  it('reads each reason code with the texts of the disabled buttons; missing documents by their labels', async () => {
    const t = await translatorFor('id', ['pengajuan', 'errors']);
    const err = notAllowed(['BIODATA_INCOMPLETE', 'DOCUMENTS_MISSING'], ['naskah', 'surat_tugas']);
    expect(serverMessageOf(err, t, pengajuanRefusalOf(documents))).toBe(
      'Lengkapi biodata Anda di pengaturan akun terlebih dahulu. Unggah semua berkas wajib terlebih dahulu. ' +
        'Belum diunggah: Naskah tugas akhir, Surat tugas.',
    );
    // no label anywhere: the code itself
    expect(serverMessageOf(notAllowed(['DOCUMENTS_MISSING'], ['kartu_bimbingan']), t, pengajuanRefusalOf())).toBe(
      'Unggah semua berkas wajib terlebih dahulu. Belum diunggah: kartu_bimbingan.',
    );
  });

  it('reasons the buttons never show have their own texts', async () => {
    const t = await translatorFor('id', ['pengajuan', 'errors']);
    const of = (codes: (keyof typeof refusalMessages)[]) => serverMessageOf(notAllowed(codes), t, pengajuanRefusalOf());
    expect(of(['ROLE'])).toBe('Peran Anda tidak boleh melakukan langkah ini.');
    expect(of(['FINAL'])).toBe('Pengajuan ini sudah ditutup; tidak ada lagi yang dapat dilakukan.');
    expect(of(['NOTE_REQUIRED'])).toBe('Tindakan ini memerlukan catatan.');
    expect(of(['PERIODE_CLOSED', 'HASIL_LULUS_REQUIRED'])).toBe(
      'Belum ada periode ujian yang dibuka. Anda harus lulus sidang terlebih dahulu.',
    );
    expect(of(['NOT_IN_STATE'])).toMatch(/^Langkah ini tidak dapat dilakukan pada status saat ini/);
  });

  it('a reason code the client does not know keeps the server’s English text', async () => {
    const t = await translatorFor('id', ['pengajuan', 'errors']);
    const err = refused(409, 'TRANSITION_NOT_ALLOWED', 'Your role may not do this action. Something new.', {
      event: 'ROLE,SOMETHING_NEW',
    });
    expect(serverMessageOf(err, t, pengajuanRefusalOf())).toBe('Your role may not do this action. Something new.');
    const bare = refused(409, 'TRANSITION_NOT_ALLOWED', 'Not now.');
    expect(serverMessageOf(bare, t, pengajuanRefusalOf())).toBe('Not now.');
  });

  it('missing documents: `fields.documents`, else the server’s text, else the row’s documents not uploaded', () => {
    expect(missingDocumentsOf('Any text.', documents, 'transkrip,kartu')).toEqual(['transkrip', 'kartu']);
    expect(missingDocumentsOf(englishOf(['DOCUMENTS_MISSING'], ['a_b', 'c']), documents)).toEqual(['a_b', 'c']);
    expect(missingDocumentsOf('Upload every required document first.', documents)).toEqual(['naskah', 'surat_tugas']);
  });
});

describe('a pengajuan CONFLICT in the reader’s language', () => {
  it('a stale version and a change outside draft/dikembalikan; any other keeps the server’s words', async () => {
    const t = await translatorFor('id', ['pengajuan', 'errors']);
    const explain = pengajuanRefusalOf();
    expect(serverMessageOf(refused(409, 'CONFLICT', pengajuanMessages.changedMeanwhile), t, explain)).toBe(
      'Pengajuan ini baru saja diubah oleh orang lain. Muat ulang lalu coba lagi.',
    );
    expect(serverMessageOf(refused(409, 'CONFLICT', pengajuanMessages.notEditable), t, explain)).toBe(
      'Pengajuan hanya dapat diubah saat masih draf atau setelah dikembalikan.',
    );
    expect(serverMessageOf(refused(409, 'CONFLICT', 'Something else.'), t, explain)).toBe('Something else.');
    // the reason code decides, whatever the words
    expect(serverMessageOf(refused(409, 'CONFLICT', 'Reworded.', { reason: 'STALE_VERSION' }), t, explain)).toBe(
      'Pengajuan ini baru saja diubah oleh orang lain. Muat ulang lalu coba lagi.',
    );
    expect(serverMessageOf(refused(409, 'CONFLICT', 'Reworded.', { reason: 'NOT_EDITABLE' }), t, explain)).toBe(
      'Pengajuan hanya dapat diubah saat masih draf atau setelah dikembalikan.',
    );
  });
});

describe('refusal texts exist in every language', () => {
  it.each(['en', 'id', 'de', 'fr', 'pt'])('%s', (lng) => {
    const tree = JSON.parse(
      readFileSync(new URL(`../../locales/${lng}/pengajuan.json`, import.meta.url), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    const keys = [...Object.values(refusalKeys), 'messages.changedMeanwhile', 'refusals.missing'];
    expect(keys.filter((k) => typeof tree[k.split('.')[0]!]?.[k.split('.')[1]!] !== 'string')).toEqual([]);
    expect(Object.keys(refusalKeys).sort()).toEqual(Object.keys(refusalMessages).sort());
  });
});
