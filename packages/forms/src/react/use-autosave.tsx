import { AUTOSAVE_INTERVAL_MS } from '@creator/domain/limits';
import { useEffect, useRef } from 'react';

/**
 * Calls the latest `save` every `interval` ms while `enabled` (the composer and the editor: every 8 000 ms).
 * `save` decides what to keep; the timer does not restart when the form changes, so typing never delays it.
 */
export function useAutosave(save: () => void, { enabled = true, interval = AUTOSAVE_INTERVAL_MS } = {}) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => latest.current(), interval);
    return () => clearInterval(timer);
  }, [enabled, interval]);
}
