import type { WebApiConfig } from './config';

/** The agreements the portal shows at /agreement/:kind, and the configuration key that holds each address. */
export const AGREEMENT_URL_KEYS = {
  privacy: 'privacy_agreement_url',
  service: 'service_agreement_url',
  cookie: 'cookie_agreement_url',
} as const satisfies Record<string, keyof WebApiConfig>;

export type AgreementKind = keyof typeof AGREEMENT_URL_KEYS;

export function isAgreementKind(value: string | undefined): value is AgreementKind {
  return value !== undefined && Object.hasOwn(AGREEMENT_URL_KEYS, value);
}
