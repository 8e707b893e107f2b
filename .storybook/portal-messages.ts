// Storybook's stand-in for apps/portal/src/i18n/load-messages.ts (see portalMessagesStandIn in main.ts): the
// preview's IntlProvider holds every catalogue already, so the portal's lazy parts have nothing to wait for.
type Compiled = Record<string, never>;

export async function loadMessages(): Promise<Compiled> {
  return {};
}

export function loadLaterMessages(): Promise<void> {
  return Promise.resolve();
}

export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return load;
}
