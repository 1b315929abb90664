import { Button, Group, useMantineTheme } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** What the dialog needs of a TanStack mutation. */
type ConfirmedMutation<TBody> = {
  isPending: boolean;
  error: unknown;
  reset(): void;
  mutate(body: TBody, options: { onSuccess: () => void }): void;
};

/**
 * Asks before an irreversible hasil step (save scores, finalise, decide a score change): sends
 * `body()` on confirm, closes on success, keeps the server's reason in view on failure, and forgets
 * that failure when dismissed.
 */
type MutationConfirmProps<TBody> = {
  opened: boolean;
  onClose(): void;
  mutation: ConfirmedMutation<TBody>;
  body(): TBody;
  title: ReactNode;
  confirmLabel: ReactNode;
  testId: string;
  /** the theme's primary colour unless the step is destructive */
  color?: string;
  children: ReactNode;
};

export function MutationConfirm<TBody>(props: MutationConfirmProps<TBody>) {
  const theme = useMantineTheme();
  const { mutation, onClose } = props;
  return (
    <ConfirmDialog
      opened={props.opened}
      title={props.title}
      confirmLabel={props.confirmLabel}
      loading={mutation.isPending}
      error={mutation.error}
      testId={props.testId}
      color={props.color ?? theme.primaryColor}
      onClose={() => {
        onClose();
        mutation.reset();
      }}
      onConfirm={() => mutation.mutate(props.body(), { onSuccess: onClose })}
    >
      {props.children}
    </ConfirmDialog>
  );
}

/** A step behind one button: the button (right-aligned) opens its confirmation. */
export function ConfirmedStep<TBody>(
  props: Omit<MutationConfirmProps<TBody>, 'opened' | 'onClose'> & {
    trigger: { label: ReactNode; testId: string; disabled?: boolean };
  },
) {
  const [opened, setOpened] = useState(false);
  const { trigger, ...dialog } = props;
  return (
    <>
      <Group justify="flex-end">
        <Button onClick={() => setOpened(true)} disabled={trigger.disabled} data-testid={trigger.testId}>
          {trigger.label}
        </Button>
      </Group>
      <MutationConfirm {...dialog} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
