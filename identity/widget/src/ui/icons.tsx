/** Inline SVG icons (no external assets, no style attributes; colour from `currentColor`). */
export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="siw-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" /> : null}
    </svg>
  );
}

export function AlertIcon() {
  return (
    <svg className="siw-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path stroke="#fff" strokeWidth="2.4" strokeLinecap="round" d="M12 6.5v7M12 17.2v.1" />
    </svg>
  );
}
