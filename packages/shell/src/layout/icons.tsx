/** Inline SVG icons of the frame (decorative: aria-hidden). */
export function GlobeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8m7.5-6.92c-.67.2-1.34.83-1.89 1.86-.17.32-.33.68-.46 1.06H7.5zM4.09 4a9 9 0 0 1 .64-1.54 7 7 0 0 1 .6-.92A7 7 0 0 0 2.26 4zm-.58 3.5c.03-.88.14-1.72.32-2.5H1.67a7 7 0 0 0-.65 2.5zM4.85 5c-.2.77-.32 1.62-.35 2.5H7.5V5zm3.65 0v2.5h3c-.03-.88-.15-1.73-.35-2.5zM4.5 8.5c.03.88.15 1.73.35 2.5H7.5V8.5zm4 0V11h2.65c.2-.77.32-1.62.35-2.5zm-3.35 3.5c.13.38.29.74.46 1.06.55 1.03 1.22 1.65 1.89 1.86V12zm.18 2.46A7 7 0 0 1 4.7 13.5 9 9 0 0 1 4.08 12H2.26a7 7 0 0 0 3.07 2.46M3.5 11a13 13 0 0 1-.32-2.5H1.02c.06.9.28 1.74.65 2.5zm6.5 3.46A7 7 0 0 0 13.74 12h-1.83a9 9 0 0 1-.63 1.5 7 7 0 0 1-.6.96zM8.5 12v2.92c.67-.2 1.34-.83 1.89-1.86.17-.32.33-.68.46-1.06zm3.99-1h2.04c.37-.76.59-1.6.65-2.5H12.5c-.03.88-.14 1.72-.32 2.5zm2.04-4H12.5a13 13 0 0 0-.32-2.5h1.99c.37.76.59 1.6.65 2.5zM11.9 4h1.84a7 7 0 0 0-3.07-2.46c.22.28.42.6.6.92.25.47.47 1 .63 1.54m-1.06 0c-.13-.38-.29-.74-.46-1.06C9.84 1.91 9.17 1.3 8.5 1.08V4z" />
    </svg>
  );
}

export function HelpIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="M5.26 5.79a.24.24 0 0 0 .24.25h.83c.14 0 .25-.11.27-.25.09-.65.54-1.13 1.33-1.13.68 0 1.3.34 1.3 1.16 0 .63-.37.92-.96 1.36-.67.49-1.2 1.05-1.16 1.97l.01.22a.25.25 0 0 0 .25.24h.81a.25.25 0 0 0 .25-.25v-.1c0-.71.27-.92 1-1.47.6-.46 1.23-.96 1.23-2.02C10.66 4.3 9.37 3.5 7.96 3.5c-1.28 0-2.68.6-2.7 2.29m1.54 5.72c0 .52.42.91.99.91.6 0 1-.39 1-.91 0-.54-.41-.92-1-.92-.57 0-.99.38-.99.92" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 16 16" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M2.5 12a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5m0-4a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5m0-4a.5.5 0 0 1 .5-.5h10a.5.5 0 0 1 0 1H3a.5.5 0 0 1-.5-.5"
      />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6m2-3a2 2 0 1 1-4 0 2 2 0 0 1 4 0m4 8c0 1-1 1-1 1H3s-1 0-1-1 1-4 6-4 6 3 6 4m-1-.004c-.001-.246-.154-.986-.832-1.664C11.516 10.68 10.289 10 8 10s-3.516.68-4.168 1.332c-.678.678-.83 1.418-.832 1.664z" />
    </svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="12"
      height="12"
      viewBox="0 0 16 16"
      fill="currentColor"
      style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform .15s' }}
    >
      <path
        fillRule="evenodd"
        d="M4.65 1.65a.5.5 0 0 1 .7 0l6 6a.5.5 0 0 1 0 .7l-6 6a.5.5 0 0 1-.7-.7L10.29 8 4.65 2.35a.5.5 0 0 1 0-.7"
      />
    </svg>
  );
}
