import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

/*
 * A table while its card is at least 48rem wide; narrower (phones, or beside the sidebar on a
 * tablet) each row stacks as label/value lines, so nothing scrolls sideways. The card decides,
 * through a container query, because the sidebar takes 16rem from the viewport at md. The explicit
 * roles keep table semantics that some browsers drop once `display` changes.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="@container overflow-x-auto">
      <table role="table" className="block w-full border-collapse text-sm @3xl:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="hidden @3xl:table-header-group">
          <tr role="row" className="border-b border-border text-left text-xs text-muted">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className="px-3 py-3 font-medium whitespace-nowrap first:pl-5 last:pr-5"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block @3xl:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="flex flex-col gap-2 border-b border-border p-4 last:border-0 @3xl:table-row @3xl:p-0"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={cn(
                    'flex min-w-0 items-start justify-between gap-4 text-right empty:hidden @3xl:empty:table-cell',
                    'before:shrink-0 before:text-xs before:text-muted before:content-[attr(data-label)]',
                    '@3xl:table-cell @3xl:px-3 @3xl:py-3 @3xl:first:pl-5 @3xl:last:pr-5 @3xl:text-left @3xl:align-middle @3xl:before:content-none',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
