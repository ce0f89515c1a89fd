/** The Spanlight mark: three trace spans of decreasing length under a point of light. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <rect x="7" y="9" width="18" height="3.5" rx="1.75" className="fill-bg" />
      <rect x="11" y="15" width="12" height="3.5" rx="1.75" className="fill-bg" opacity="0.8" />
      <rect x="15" y="21" width="7" height="3.5" rx="1.75" className="fill-bg" opacity="0.6" />
      <circle cx="9" cy="22.75" r="2.25" fill="#f59e0b" />
    </svg>
  );
}
