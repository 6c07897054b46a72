// The AniFan mark, inline so the header paints without another request (same art as public/favicon.svg).
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="anifan-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b4236b" />
          <stop offset="1" stopColor="#5b2bb5" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#anifan-logo-gradient)" />
      <path
        d="M32 10l5.9 12.9 14.1 1.6-10.5 9.5 2.9 13.9L32 40.8 19.6 47.9l2.9-13.9L12 24.5l14.1-1.6z"
        fill="#fff"
      />
      <circle cx="32" cy="31" r="4.5" fill="#b4236b" />
    </svg>
  );
}
