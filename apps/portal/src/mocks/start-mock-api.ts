import { startDemoWorker } from '@creator/api/mocks/browser';

/** Demo mode: packages/api's MSW handlers answer every call; the app's own files go to the network. */
export async function startMockApi(): Promise<void> {
  await startDemoWorker({ serviceWorkerUrl: '/mockServiceWorker.js' });
}
