import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorInfoOf, serverMessageOf } from './server-message';

type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  color?: string;
  loading: boolean;
  /** The failed attempt, shown in the dialog so the person sees why (e.g. a 409 "row in use"). */
  error: unknown;
  onConfirm(): void;
  onClose(): void;
  testId: string;
};

/** Asks before something that cannot be undone; keeps the dialog open with the server's reason on failure. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation(['master', 'errors']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.cancel') }}
      data-testid={props.testId}
    >
      <Stack gap="md">
        {typeof props.children === 'string' ? <Text size="sm">{props.children}</Text> : props.children}
        {props.error ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle />}
            role="alert"
            title={errorInfoOf(props.error)?.status === 409 ? t('common.notPossible') : undefined}
            data-testid={`${props.testId}-error`}
          >
            {serverMessageOf(props.error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-testid={`${props.testId}-cancel`}>
            {t('actions.cancel')}
          </Button>
          <Button
            color={props.color ?? 'red'}
            loading={props.loading}
            onClick={props.onConfirm}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
