import type { Browser, BrowserContext } from 'playwright-core';

export declare const TEST_CAPTCHA: string;
export declare const DEMO_ACCOUNTS: Record<'demo' | 'writer', { email: string; password: string }>;
export declare function startReferenceServer(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<{ url: string; stop(): Promise<void> }>;
export declare function signedInStorage(
  browser: Browser,
  baseURL: string,
  account?: { email: string; password: string },
): ReturnType<BrowserContext['storageState']>;
