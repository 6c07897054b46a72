// A moment as the visitor's clock reads it (`2026/11/26 20:15`), machine-readable in `dateTime`.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
/** Made on first use: a page's first Japanese date format loads ICU data, which loading this module must not cost. */
const format = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' }));

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={date.toISOString()}>
      {format().format(date)}
    </time>
  );
}
