// The detail's cover, its largest paint, preloaded by the route data script at high priority. A preload
// that fails says so, and the page then shows its placeholder at once instead of asking for the cover
// again and swapping only once that fails too.

/** Set on the cover's preload once it has failed (a host out of reach, a missing file). */
const FAILED_ATTRIBUTE = 'data-failed';

const PRELOADS = 'link[rel="preload"][as="image"]';

export function preloadCover(cover: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = cover;
  link.setAttribute('fetchpriority', 'high');
  link.addEventListener('error', () => link.setAttribute(FAILED_ATTRIBUTE, ''), { once: true });
  doc.head.appendChild(link);
}

/** Whether this cover's preload has already failed. */
export function coverPreloadFailed(cover: string, doc: Document = document): boolean {
  if (!URL.canParse(cover)) return false;
  const { href } = new URL(cover);
  return [...doc.head.querySelectorAll<HTMLLinkElement>(`${PRELOADS}[${FAILED_ATTRIBUTE}]`)].some(
    (link) => link.href === href,
  );
}
