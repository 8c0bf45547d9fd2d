import { useCallback, useEffect, useState } from 'react';
import { isNarrow, readSidebarOpen, RESIZE_DEBOUNCE_MS, writeSidebarOpen } from './sidebarLogic';

function safeStorage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Open/closed state of the sidebar (spec §4): remembered in localStorage `sidebar_open`, collapsed
 * automatically at 992 px or less (on start and on resize, debounced 250 ms).
 */
export function useSidebarState(): { open: boolean; setOpen: (open: boolean) => void; toggle: () => void } {
  const [open, setOpenState] = useState(() => {
    if (typeof window !== 'undefined' && isNarrow(window.innerWidth)) return false;
    return readSidebarOpen(safeStorage());
  });

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(safeStorage(), next);
  }, []);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    if (isNarrow(window.innerWidth)) writeSidebarOpen(safeStorage(), false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (isNarrow(window.innerWidth)) {
          setOpenState((current) => {
            if (current) writeSidebarOpen(safeStorage(), false);
            return false;
          });
        }
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  const toggle = useCallback(() => {
    setOpenState((current) => {
      writeSidebarOpen(safeStorage(), !current);
      return !current;
    });
  }, []);

  return { open, setOpen, toggle };
}
