import { SimpleGrid } from '@mantine/core';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { useUploadLimitMb } from './api';
import { DocumentSlot } from './DocumentSlot';
import { DEFAULT_MAX_UPLOAD_MB } from './upload-check';

/** One slot per required document type of the pengajuan (CONTRACT.md `requiredDocuments`). */
export function DocumentList({ row, editable }: { row: Pengajuan; editable: boolean }) {
  const limit = useUploadLimitMb(DEFAULT_MAX_UPLOAD_MB);
  const maxMb = limit.data ?? DEFAULT_MAX_UPLOAD_MB;
  return (
    <SimpleGrid cols={{ base: 1, md: editable ? 1 : 2 }} spacing="sm" data-testid="pengajuan-documents">
      {row.requiredDocuments.map((document) => (
        <DocumentSlot
          key={document.jenis}
          kind={row.kind}
          uuid={row.uuid}
          document={document}
          berkas={row.berkas.find((b) => b.jenis === document.jenis)}
          editable={editable}
          maxMb={maxMb}
        />
      ))}
    </SimpleGrid>
  );
}
