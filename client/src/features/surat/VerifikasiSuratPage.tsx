import { Alert, Anchor, Badge, Card, Center, FileInput, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { checkPdfSignature, type PdfSignatureCheck } from '@ujian/shared/pdf-signature';
import type { PublicSurat, SuratLocale } from '@ujian/shared/surat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDay, formatInstant } from '../../lib/format-date';
import { API_BASE_URL } from '../../lib/http';
import { sha256Hex, usePublicSurat } from './api';
import { suratStatusColor } from './SuratListPage';

/**
 * `/verifikasi-surat/:kode`, open to anyone with the code (the QR on the letter): the letter's facts
 * and status, and a check that a PDF in hand is byte for byte the one issued (hashed in the browser).
 */
export function VerifikasiSuratPage() {
  const { t, i18n } = useTranslation('surat');
  const kode = useParams().kode ?? '';
  const surat = usePublicSurat(kode);
  // `locale`: which rendering the file is, `id` the original; none: it matches no rendering
  const [match, setMatch] = useState<{ name: string; locale?: SuratLocale; signature: PdfSignatureCheck }>();
  const translations = Object.entries(surat.data?.sha256Terjemahan ?? {}) as [SuratLocale, string][];

  const compare = async (file: File | null) => {
    if (!file || !surat.data) return setMatch(undefined);
    const hash = await sha256Hex(file);
    const locale =
      hash === surat.data.sha256 ? ('id' as const) : translations.find(([, translated]) => translated === hash)?.[0];
    setMatch({ name: file.name, locale, signature: checkPdfSignature(new Uint8Array(await file.arrayBuffer())) });
  };
  const matchText = (m: { name: string; locale?: SuratLocale }) =>
    !m.locale
      ? t('verify.different', { name: m.name })
      : m.locale === 'id'
        ? t('verify.sameOriginal', { name: m.name })
        : t('verify.sameTranslation', { name: m.name, language: t(`languageNames.${m.locale}`) });

  return (
    <Center mih="100vh" p="md">
      <Card withBorder maw={640} w="100%" padding="xl">
        <Stack>
          <Title order={1} size="h2">
            {t('verify.title')}
          </Title>
          {surat.isPending && <Loader />}
          {surat.isError && (
            <Alert color="red" title={t('verify.notFoundTitle')}>
              {t('verify.notFound', { kode })}
            </Alert>
          )}
          {surat.data && (
            <>
              <Alert
                color={surat.data.status === 'terbit' ? 'teal' : 'red'}
                title={t(`verify.state.${surat.data.status}`)}
                data-testid="verify-status"
              >
                {t(`verify.explain.${surat.data.status}`)}
              </Alert>
              <Table>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t('jenisLabel')}</Table.Th>
                    <Table.Td>{t(`jenis.${surat.data.jenis}`)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('nomor')}</Table.Th>
                    <Table.Td>{surat.data.nomor}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('tanggal')}</Table.Th>
                    <Table.Td>{formatDay(surat.data.tanggal, i18n.language, 'long')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('perihal')}</Table.Th>
                    <Table.Td>{surat.data.perihal}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('penerima')}</Table.Th>
                    <Table.Td>{surat.data.penerima.join(', ')}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('verify.signedBy')}</Table.Th>
                    <Table.Td data-testid="verify-signer">
                      {surat.data.signature
                        ? t('verify.signedByValue', {
                            signer: surat.data.signature.signer,
                            when: formatInstant(surat.data.signature.signedAt, i18n.language),
                          })
                        : t('verify.unsignedLetter')}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('status')}</Table.Th>
                    <Table.Td>
                      <Badge variant="light" color={suratStatusColor[surat.data.status] ?? 'gray'}>
                        {t(`statuses.${surat.data.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <FileInput
                label={t('verify.drop')}
                description={t('verify.dropHint')}
                accept="application/pdf"
                onChange={(file) => void compare(file)}
                clearable
                clearButtonProps={{ 'aria-label': t('verify.clearFile') }}
                data-testid="verify-file"
              />
              {match && (
                <Alert color={match.locale ? 'teal' : 'red'} data-testid="verify-match">
                  {matchText(match)}
                </Alert>
              )}
              {match && <SignatureVerdict check={match.signature} letter={surat.data} />}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('verify.hashOriginal')}: {surat.data.sha256}
              </Text>
              {translations.map(([locale, hash]) => (
                <Text key={locale} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('verify.hashTranslation', { language: t(`languageNames.${locale}`) })}: {hash}
                </Text>
              ))}
              {surat.data.signature && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('verify.certificate')}:{' '}
                  <Anchor
                    size="xs"
                    href={`${API_BASE_URL}/public/signing-certificate?sha256=${surat.data.signature.certificateSha256}`}
                  >
                    {surat.data.signature.certificateSha256}
                  </Anchor>
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * What the browser found of the dropped file's signature (see checkPdfSignature for what is checked
 * and what is left to PDF readers).
 */
function SignatureVerdict({ check, letter }: { check: PdfSignatureCheck; letter: PublicSurat }) {
  const { t } = useTranslation('surat');
  let color = 'red';
  let text: string;
  if (check.kind === 'unsigned') text = t('verify.signature.unsigned');
  else if (check.kind === 'unreadable') text = t('verify.signature.unreadable');
  else if (!check.intact) text = t('verify.signature.broken');
  else if (!check.wholeFile) text = t('verify.signature.appended');
  else if (letter.signature && check.certificateSha256 !== letter.signature.certificateSha256)
    text = t('verify.signature.otherCertificate');
  else {
    color = 'teal';
    text = t('verify.signature.intact', { signer: letter.signature?.signer ?? '' });
  }
  return (
    <Alert color={color} title={t('verify.signature.title')} data-testid="verify-signature">
      <Stack gap={4}>
        <Text size="sm">{text}</Text>
        {check.kind === 'checked' && check.timestamped && <Text size="sm">{t('verify.signature.timestamped')}</Text>}
        <Text size="xs">{t('verify.signature.what')}</Text>
      </Stack>
    </Alert>
  );
}
