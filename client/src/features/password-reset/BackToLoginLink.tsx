import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The way back to the sign-in page under the forgot/reset forms. */
export function BackToLoginLink() {
  const { t } = useTranslation('notifikasi');
  return (
    <Anchor
      component={Link}
      to="/login"
      size="sm"
      mt="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} />
      {t('backToLogin')}
    </Anchor>
  );
}
