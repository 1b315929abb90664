import { Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSpeakerphone } from '@tabler/icons-react';
import { announcementAudiences } from '@ujian/shared/announcement';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { apiErrorOf } from '../forms/server-errors';
import { useAnnounce } from './api';

type Audience = (typeof announcementAudiences)[number];

/** Admins send a pengumuman: in-app to everyone of the audience, live, and by mail. */
export function AnnounceModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('notifikasi');
  const announce = useAnnounce();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const fields = apiErrorOf(announce.error)?.fields ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await announce
      .mutateAsync({ title, body, audience, ...(link.trim() ? { link: link.trim() } : {}) })
      .catch(() => undefined);
    if (!result) return;
    notifications.show({ color: 'teal', message: t('announce.sent', { count: result.recipients }) });
    setTitle('');
    setBody('');
    setLink('');
    announce.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('announce.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorAlert error={announce.error} testId="announce-error" />
          <Select
            label={t('announce.audience')}
            data={announcementAudiences.map((value) => ({ value, label: t(`announce.audiences.${value}`) }))}
            value={audience}
            onChange={(value) => setAudience((value as Audience | null) ?? 'all')}
            allowDeselect={false}
            data-testid="announce-audience"
          />
          <TextInput
            label={t('announce.subject')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={fields.title}
            required
            maxLength={120}
            data-testid="announce-title"
          />
          <Textarea
            label={t('announce.body')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={fields.body}
            required
            autosize
            minRows={3}
            maxLength={2000}
            data-testid="announce-body"
          />
          <TextInput
            label={t('announce.link')}
            description={t('announce.linkHint')}
            placeholder="/jadwal-sidang"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={fields.link}
            data-testid="announce-link"
          />
          <Button
            type="submit"
            leftSection={<IconSpeakerphone size={16} />}
            loading={announce.isPending}
            data-testid="announce-submit"
          >
            {t('announce.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
