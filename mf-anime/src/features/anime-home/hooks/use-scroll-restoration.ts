// Brings the window back to where the visitor left this history entry of the anime home (Back, Forward,
// a reload). The lists arrive after the page mounts, so it waits until the page is tall enough.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'anifan.animeHome.scroll';
/** Entries kept: more than any walk back and forth needs, little enough for sessionStorage. */
const MAX_ENTRIES = 50;
/** A list that takes longer than this to arrive is not worth a jump: the visitor has moved on. */
const RESTORE_TIMEOUT_MS = 10_000;
/** Any of these means the visitor is scrolling themselves, and a late jump would fight them. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readPositions(storage: Storage | null): Positions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function savePosition(storage: Storage | null, entry: string, y: number): void {
  const positions = readPositions(storage);
  delete positions[entry];
  // Insertion order is age: the newest goes last and the oldest are dropped first.
  const entries = [...Object.entries(positions), [entry, y] as const].slice(-MAX_ENTRIES);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: Back then opens at the top, nothing worse.
  }
}

/** Keyed by React Router's key of the history entry, which a reload keeps (it lives in history.state). */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  // A layout effect, so the listeners go in the same commit that swaps the page: the page that replaces
  // this one makes the browser clamp the scroll, and that scroll must not be saved as this entry's.
  useLayoutEffect(() => {
    const storage = sessionStorageOrNull();
    const target = readPositions(storage)[key] ?? 0;
    let restoring = target > 0;
    let frame = 0;
    let observer: ResizeObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      restoring = false;
      observer?.disconnect();
      clearTimeout(timer);
      USER_INPUT.forEach((type) => window.removeEventListener(type, stop));
    };
    const tryRestore = () => {
      if (!restoring || document.documentElement.scrollHeight - window.innerHeight < target) return;
      window.scrollTo(0, target);
      stop();
    };
    // Until the jump, scroll events are the browser clamping a short page: they must not overwrite the target.
    const save = () => {
      if (restoring) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(storage, key, Math.round(window.scrollY)));
    };

    if (restoring) {
      USER_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
      timer = setTimeout(stop, RESTORE_TIMEOUT_MS);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(tryRestore);
        observer.observe(document.body);
      }
      tryRestore();
    }
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);
}
