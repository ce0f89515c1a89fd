import type { ReactNode } from 'react';

/** A 24×24 stroked icon, decorative (the control that holds it carries the accessible name). */
function StrokeIcon({ className = 'size-4', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

/** Copy, turning into a check mark once `copied`: the shared confirmation of both copy buttons. */
export function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <StrokeIcon>
      {copied ? (
        <path d="M5 12l5 5L20 7" />
      ) : (
        <>
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </>
      )}
    </StrokeIcon>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
