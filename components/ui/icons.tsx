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

/** Lines wrapping: text running to the edge and turning back. */
export function WrapIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 6h18M3 12h15a3 3 0 0 1 0 6h-4m0 0 2-2m-2 2 2 2M3 18h7" />
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

export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}

export function InfoIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 16v-5m0-3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
    </StrokeIcon>
  );
}

/** A sparkle: the assistant. */
export function SparklesIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z" />
    </StrokeIcon>
  );
}

export function ChatIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </StrokeIcon>
  );
}

export function GlobeIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 21a9 9 0 1 0 0-18m0 18a9 9 0 1 1 0-18m0 18c2.5-2.4 3.8-5.4 3.8-9S14.5 5.4 12 3m0 18c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3M3.5 9h17M3.5 15h17" />
    </StrokeIcon>
  );
}

export function SunIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

export function MoonIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />
    </StrokeIcon>
  );
}

/** A screen: "follow the system setting". */
export function MonitorIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8m-4-4v4" />
    </StrokeIcon>
  );
}

/** A thumb up, or down (`down`): the votes on an Ask AI answer. */
export function ThumbIcon({ down = false, className }: { down?: boolean; className?: string }) {
  return (
    <StrokeIcon className={className}>
      <g transform={down ? 'rotate(180 12 12)' : undefined}>
        <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
        <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
      </g>
    </StrokeIcon>
  );
}
