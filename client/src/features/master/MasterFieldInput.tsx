import {
  ColorSwatch,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { labelLanguages } from '@ujian/shared/master';
import { useTranslation } from 'react-i18next';
import type { MasterField } from './define-master';
import { MasterMultiPicker, MasterPicker } from './MasterPicker';
import type { FormValue } from './master-form';

/** Mantine's palette, offered for status colours (a #rrggbb value is accepted too). */
const swatchNames = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'dark',
];

type MasterFieldInputProps = {
  listName: string;
  field: MasterField;
  value: FormValue;
  onChange(value: FormValue): void;
  onBlur(): void;
  error?: string;
  /** Per-language errors of a labels field, e.g. `{ en: '…' }`. */
  subErrors?: Record<string, string | undefined>;
  disabled?: boolean;
};

/** The input for one field type; every input has the stable test id `field-<name>`. */
export function MasterFieldInput({
  listName,
  field,
  value,
  onChange,
  onBlur,
  error,
  subErrors,
  disabled,
}: MasterFieldInputProps) {
  const { t } = useTranslation('master');
  const label = t(`${listName}.fields.${field.name}`);
  const testId = `field-${field.name}`;
  const common = { label, error, disabled, withAsterisk: field.required, onBlur };
  const text = typeof value === 'string' ? value : '';

  switch (field.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          min={field.min}
          max={field.max}
          // out-of-range input stays as typed and is refused with a message, never silently clamped
          clampBehavior="none"
          allowDecimal={false}
          data-testid={testId}
        />
      );
    case 'boolean':
      return (
        <Switch
          mt="lg"
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          disabled={disabled}
          error={error}
          data-testid={testId}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={field.options.map((o) => ({ value: o, label: t(`${listName}.options.${field.name}.${o}`) }))}
          value={text || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
          data-testid={testId}
        />
      );
    case 'master':
      return (
        <MasterPicker
          master={field.master}
          label={label}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          onBlur={onBlur}
          error={error}
          required={field.required}
          disabled={disabled}
          testId={testId}
        />
      );
    case 'masters':
      return (
        <MasterMultiPicker
          master={field.master}
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          onBlur={onBlur}
          error={error}
          disabled={disabled}
          testId={testId}
        />
      );
    case 'color': {
      const names = text && !swatchNames.includes(text) ? [text, ...swatchNames] : swatchNames;
      return (
        <Select
          {...common}
          data={names.map((name) => ({ value: name, label: name }))}
          value={text || null}
          onChange={(v) => onChange(v ?? '')}
          leftSection={
            text ? (
              <ColorSwatch size={14} color={text.startsWith('#') ? text : `var(--mantine-color-${text}-6)`} />
            ) : null
          }
          renderOption={({ option }) => (
            <Group gap="xs">
              <ColorSwatch
                size={14}
                color={option.value.startsWith('#') ? option.value : `var(--mantine-color-${option.value}-6)`}
              />
              {option.label}
            </Group>
          )}
          allowDeselect={false}
          data-testid={testId}
        />
      );
    }
    case 'labels': {
      const labels = (typeof value === 'object' && value !== null ? value : {}) as Record<string, string>;
      return (
        <Fieldset legend={`${label}${field.required ? ' *' : ''}`} disabled={disabled} data-testid={testId}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {labelLanguages.map((lng) => (
              <TextInput
                key={lng}
                label={t(`common.languages.${lng}`)}
                value={labels[lng] ?? ''}
                onChange={(event) => onChange({ ...labels, [lng]: event.currentTarget.value })}
                onBlur={onBlur}
                error={subErrors?.[lng]}
                data-testid={`${testId}-${lng}`}
              />
            ))}
          </SimpleGrid>
          {error && !subErrors ? <div role="alert">{error}</div> : null}
        </Fieldset>
      );
    }
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
          data-testid={testId}
        />
      );
    default: {
      const type =
        field.type === 'date'
          ? 'date'
          : field.type === 'time'
            ? 'time'
            : field.type === 'datetime'
              ? 'datetime-local'
              : 'text';
      return (
        <TextInput
          {...common}
          type={type}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={field.type === 'text' ? field.maxLength : undefined}
          placeholder={field.type === 'text' ? field.placeholder : undefined}
          data-testid={testId}
        />
      );
    }
  }
}
