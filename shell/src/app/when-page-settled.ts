// Schedules non-urgent start-up work (the Firebase SDK) for after the page's own loading, so it does
// not compete with the route's remote for bandwidth and the main thread.
export function whenPageSettled(work: () => void, delayMs = 0, win: Window = window): () => void {
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const whenIdle = () => {
    timer = null;
    // Idle callbacks do not exist everywhere (Safari); then the delay alone has to do.
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => work(), { timeout: 2000 });
    } else {
      work();
    }
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    win.removeEventListener('load', afterLoad);
    if (idleHandle !== null) win.cancelIdleCallback(idleHandle);
    if (timer !== null) clearTimeout(timer);
  };
}
