import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 350;

type SearchBoxProps = {
  value: string;
  onSearch(value: string): void;
  placeholder: string;
  label?: string;
  testId: string;
};

/** A search field that asks the server only once typing pauses, and follows outside changes (Back). */
export function SearchBox({ value, onSearch, placeholder, label, testId }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(value);

  useEffect(() => {
    // The URL changed under us (Back/Forward, a link): show what the list is really filtered by.
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === lastSent.current.trim()) return;
    lastSent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <TextInput
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      label={label}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={placeholder} onClick={() => setText('')} data-testid={`${testId}-clear`} />
        ) : null
      }
      miw={240}
      data-testid={testId}
    />
  );
}
