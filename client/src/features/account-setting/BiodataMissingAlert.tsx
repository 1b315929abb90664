import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The warning the start-up check's redirect points at: which fields still keep the biodata incomplete. */
type BiodataMissingAlertProps = {
  missing: readonly string[];
  warned: boolean;
  /** The label of each field as the form shows it (e.g. NIM for a student). */
  labelOf: (field: string) => string;
};

export function BiodataMissingAlert({ missing, warned, labelOf }: BiodataMissingAlertProps) {
  const { t } = useTranslation('account');
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={warned ? t('biodata.redirectedTitle') : t('biodata.incompleteTitle')}
      data-testid="biodata-warning"
      role="alert"
    >
      {t('biodata.incompleteText')}
      {missing.length > 0 && (
        <List size="sm" mt="xs" data-testid="biodata-missing">
          {missing.map((field) => (
            <List.Item key={field}>{labelOf(field)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
