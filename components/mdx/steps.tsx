import type { ReactNode } from 'react';

/** Numbers the `###` headings inside it as steps of a procedure (CSS counters: no JavaScript). */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>;
}
