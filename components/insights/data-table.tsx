import type { Table } from '@/lib/insights/views';
import { formatCount } from '@/lib/insights/views';

/**
 * One of a view's tables, with its CSV export beside the title. Wide tables scroll sideways inside
 * their own frame (focusable, so the keyboard can scroll it), never the page.
 */
export function DataTable({ table, csvHref }: { table: Table; csvHref: string }) {
  const headingId = `table-${table.id}`;
  // A table of many columns takes the whole width of the two-column grid.
  return (
    <section
      aria-labelledby={headingId}
      className={table.columns.length > 4 ? 'min-w-0 lg:col-span-2' : 'min-w-0'}
    >
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {table.title}
        </h2>
        <a href={csvHref} className="text-sm text-accent underline-offset-4 hover:underline" download>
          CSV<span className="sr-only"> of {table.title}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="rounded-lg border border-border px-3 py-4 text-sm text-muted">Nothing in this range.</p>
      ) : (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-lg border border-border"
        >
          <table className="w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-subtle">
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index} className="border-t border-border">
                  {table.columns.map((column) => {
                    const value = row[column.key];
                    return (
                      <td
                        key={column.key}
                        className={
                          column.numeric
                            ? 'px-3 py-1.5 text-right tabular-nums'
                            : 'max-w-[24rem] px-3 py-1.5 break-words'
                        }
                      >
                        {typeof value === 'number' ? formatCount(value) : (value ?? '')}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
