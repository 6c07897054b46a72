// AniFan's mark: a speech bubble (fans talking) holding a sparkle (the anime), drawn inline so it costs no request.
export function AnifanLogo({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" role="img" aria-label="AniFan ロゴ" focusable="false">
      <defs>
        <linearGradient id="anifan-logo-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7eb6" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <path
        d="M48 6c23.2 0 42 15.7 42 35S71.2 76 48 76c-4.3 0-8.4-.5-12.3-1.5L16 88l3.4-20.1C11 61.5 6 51.8 6 41 6 21.7 24.8 6 48 6z"
        fill="url(#anifan-logo-fill)"
      />
      <path d="M48 18l5.6 16.4L70 40l-16.4 5.6L48 62l-5.6-16.4L26 40l16.4-5.6z" fill="#fff" />
      <circle cx="70" cy="22" r="4" fill="#fde047" />
    </svg>
  );
}
