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

/** A 16×16 stroked icon, thinner than the 24×24 ones: the small marks beside a label or in a menu. */
function SmallStrokeIcon({ className = 'size-4', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      {children}
    </svg>
  );
}

/** A 24×24 filled icon: marks and glyphs drawn in the text colour. */
function FilledIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
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

/** Three lines: the menu that is closed (`MenuIcon`) turns into `CloseIcon` when open. */
export function MenuIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  );
}

/** A warning triangle. */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    </StrokeIcon>
  );
}

/** A crossed circle: an error. */
export function ErrorIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="m15 9-6 6m0-6 6 6m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
    </StrokeIcon>
  );
}

/**
 * The small chevron of menus, selects and sidebar folders (16×16, thinner than the 24×24 icons'):
 * pointing down, or right (`direction="right"`, turned by CSS on an open folder).
 */
export function DisclosureChevronIcon({
  direction = 'down',
  className = 'size-3.5',
}: {
  direction?: 'down' | 'right';
  className?: string;
}) {
  return (
    <SmallStrokeIcon className={className}>
      <path
        d={direction === 'down' ? 'M4 6l4 4 4-4' : 'M6 4l4 4-4 4'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SmallStrokeIcon>
  );
}

/** The RSS glyph: a dot and two arcs, drawn in the text colour. */
export function RssIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <circle cx="5.5" cy="18.5" r="2.5" fill="currentColor" />
      <path
        d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A filled triangle: play. */
export function PlayIcon({ className }: { className?: string }) {
  return (
    <FilledIcon className={className}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </FilledIcon>
  );
}

/** The code host's mark (GitHub). */
export function GitHubIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <FilledIcon className={className}>
      <path d="M12 1.5a10.5 10.5 0 0 0-3.3 20.5c.5.1.7-.2.7-.5v-1.8c-2.9.6-3.5-1.4-3.5-1.4-.5-1.2-1.2-1.5-1.2-1.5-.9-.7.1-.6.1-.6 1 .1 1.6 1.1 1.6 1.1.9 1.6 2.5 1.1 3.1.9.1-.7.4-1.1.7-1.4-2.3-.3-4.8-1.2-4.8-5.2 0-1.1.4-2 1.1-2.8-.1-.3-.5-1.3.1-2.8 0 0 .9-.3 2.9 1.1a10 10 0 0 1 5.3 0c2-1.4 2.9-1.1 2.9-1.1.6 1.5.2 2.5.1 2.8.7.8 1.1 1.7 1.1 2.8 0 4-2.5 4.9-4.8 5.2.4.3.7 1 .7 1.9v2.9c0 .3.2.6.7.5A10.5 10.5 0 0 0 12 1.5Z" />
    </FilledIcon>
  );
}

/** The community chat's mark (Discord). */
export function DiscordIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <FilledIcon className={className}>
      <path d="M19.6 5.3A17 17 0 0 0 15.4 4l-.5 1a15.6 15.6 0 0 0-5.8 0l-.5-1a17 17 0 0 0-4.2 1.3C1.7 9.3 1 13.2 1.3 17a17 17 0 0 0 5.2 2.6l1.1-1.8a11 11 0 0 1-1.7-.8l.4-.3a12.2 12.2 0 0 0 11.4 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.8a17 17 0 0 0 5.2-2.6c.4-4.4-.7-8.3-3.1-11.7ZM8.7 14.7c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Zm6.6 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Z" />
    </FilledIcon>
  );
}

/** A window with rows: a project in the app (the live demo). */
export function ProjectIcon({ className }: { className?: string }) {
  return (
    <SmallStrokeIcon className={className}>
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <path d="M2 5.5h12M5 8.5h6M5 11h4" />
    </SmallStrokeIcon>
  );
}

/** A play button in a circle: a video. */
export function VideoIcon({ className }: { className?: string }) {
  return (
    <SmallStrokeIcon className={className}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M6.75 5.75v4.5L10.5 8z" fill="currentColor" stroke="none" />
    </SmallStrokeIcon>
  );
}

/** A filled star: the repository's stars. */
export function StarIcon({ className }: { className?: string }) {
  return (
    <FilledIcon className={className}>
      <path d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z" />
    </FilledIcon>
  );
}
