import { browserNetwork } from '@creator/domain/network';
import { useSyncExternalStore } from 'react';

// The server cannot know; assuming online renders no offline notice there, so the first paint never flashes one.
const getServerSnapshot = () => true;

/** Whether the browser believes it is online (`navigator.onLine`), following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(browserNetwork.subscribe, browserNetwork.online, getServerSnapshot);
}
