import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  Pagination,
  Select,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowsSort, IconArrowUp, IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/http';
import { lastPage, PAGE_SIZES, type SortState } from './list-query';
import type { ListApi } from './use-list-state';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Server-side sort key; clicking the header cycles asc/desc/off. */
  sortKey?: string;
  render(row: Row): ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string;
  total: number;
  page: number;
  perPage: number;
  sort: SortState | null;
  onSort(key: string): void;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  /** Shown when the server answered with no rows; `filtered` says whether a search/filter caused it. */
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  onRowClick?(row: Row): void;
  /** Trailing cell per row (e.g. a delete button). */
  rowActions?(row: Row): ReactNode;
  /** Off for short lists the server returns whole (no page size or pages). */
  paging?: boolean;
  testId: string;
};

function SortIcon({ active }: { active: SortState | null }) {
  if (!active) return <IconArrowsSort size={14} opacity={0.4} />;
  return active.dir === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />;
}

/** A server-paged table: sortable headers, page and page size, and its loading/empty/error states. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation(['master', 'errors']);
  const { columns, rows, sort, testId } = props;
  const pages = lastPage(props.total, props.perPage);
  const colCount = columns.length + (props.rowActions ? 1 : 0);

  const header = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          const active = column.sortKey && sort?.key === column.sortKey ? sort : null;
          const ariaSort = active ? (active.dir === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <Table.Th key={column.key} w={column.width} ta={column.align} aria-sort={ariaSort}>
              {column.sortKey ? (
                <UnstyledButton
                  onClick={() => props.onSort(column.sortKey as string)}
                  data-testid={`${testId}-sort-${column.key}`}
                  fw={600}
                  fz="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    {column.header}
                    <SortIcon active={active} />
                  </Group>
                </UnstyledButton>
              ) : (
                column.header
              )}
            </Table.Th>
          );
        })}
        {props.rowActions && <Table.Th w={1} />}
      </Table.Tr>
    </Table.Thead>
  );

  let body: ReactNode;
  if (props.error && !rows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount}>
          <Alert color="red" icon={<IconAlertTriangle />} data-testid={`${testId}-error`} role="alert">
            <Group justify="space-between">
              <Text size="sm">{errorMessageOf(props.error, t)}</Text>
              <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
                {t('table.retry')}
              </Button>
            </Group>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (!rows) {
    body = Array.from({ length: Math.min(props.perPage, 5) }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Table.Tr key={i} data-testid={`${testId}-loading`}>
        {Array.from({ length: colCount }, (_c, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Table.Td key={j}>
            <Skeleton h={14} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colCount}>
          <EmptyState
            py="xl"
            icon={<IconDatabaseOff size={28} />}
            withIndicatorBackground
            title={props.emptyTitle}
            description={props.emptyDescription}
            data-testid={`${testId}-empty`}
          />
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={props.rowKey(row)}
        data-testid={`${testId}-row`}
        style={props.onRowClick ? { cursor: 'pointer' } : undefined}
        onClick={
          props.onRowClick
            ? (event) => {
                // Clicks on the row's own buttons must not open the row as well.
                if ((event.target as HTMLElement).closest('[data-row-actions]')) return;
                props.onRowClick?.(row);
              }
            : undefined
        }
      >
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row)}
          </Table.Td>
        ))}
        {props.rowActions && <Table.Td data-row-actions>{props.rowActions(row)}</Table.Td>}
      </Table.Tr>
    ));
  }

  return (
    <div data-testid={testId} aria-busy={props.loading}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" style={{ opacity: props.loading && rows ? 0.6 : 1 }}>
          {header}
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.paging !== false && (
        <Group justify="space-between" mt="md" gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
              {rows ? t('table.total', { count: props.total }) : t('common.loading')}
            </Text>
            <Select
              size="xs"
              w={90}
              aria-label={t('table.perPage')}
              data={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(props.perPage)}
              onChange={(value) => value && props.onPerPage(Number(value))}
              allowDeselect={false}
              data-testid={`${testId}-per-page`}
            />
            <Text size="sm" c="dimmed">
              {t('table.perPageSuffix')}
            </Text>
          </Group>
          {pages > 1 && (
            <Center>
              <Pagination
                size="sm"
                total={pages}
                value={Math.min(props.page, pages)}
                onChange={props.onPage}
                withEdges
                data-testid={`${testId}-pagination`}
              />
            </Center>
          )}
        </Group>
      )}
    </div>
  );
}

/**
 * The rows, paging, sorting and fetch-state props of a table that shows one server page of a
 * `useListState` list: spread them into `<DataTable {...serverPageProps(list, query)} />`.
 */
export function serverPageProps<Row>(
  list: ListApi,
  query: { data?: { data: Row[]; total: number }; isFetching: boolean; error: unknown; refetch(): unknown },
) {
  return {
    rows: query.data?.data,
    total: query.data?.total ?? 0,
    page: list.state.page,
    perPage: list.state.perPage,
    sort: list.state.sort,
    onSort: list.toggleSort,
    onPage: list.setPage,
    onPerPage: list.setPerPage,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
