// The calls of the scale tests and the bench's scale figures, through the balancer, as the contract names them.
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed';
import { shortPostBody } from '../../apps/server/src/testing/content-calls';
import { TEST_CAPTCHA } from '../../scripts/reference-server.mjs';

export interface Answer {
  status: number;
  code: number;
  // The answers are read loosely: what the scale tests check is where they went and what they changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  /** The instance that answered (`X-Upstream`, which the balancer adds). */
  upstream: string;
}

export class Api {
  private publicKey: string | undefined;

  constructor(readonly base: string) {}

  async call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; query?: Record<string, string | number>; key?: string } = {},
  ): Promise<Answer> {
    const url = new URL(path, this.base);
    for (const [name, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.key) headers['idempotency-key'] = options.key;
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let envelope: { code?: number; data?: unknown } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      // Not an envelope (a balancer's own error page): the status says what happened.
    }
    return {
      status: response.status,
      code: envelope.code ?? -1,
      data: envelope.data,
      upstream: response.headers.get('x-upstream') ?? '',
    };
  }

  private async encrypt(password: string): Promise<string> {
    if (!this.publicKey) {
      const config = await this.call('GET', '/config-api/api/configs/batch', {
        query: { platform: 'web', project_keys: 'community_config' },
      });
      this.publicKey = config.data.community_config.web_api.password_public_key as string;
    }
    return publicEncrypt(
      { key: this.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');
  }

  /** A captcha solved with the test code, then the sign-in: its answer (a token on success). */
  async signInAttempt(email: string, password: string): Promise<Answer> {
    const captcha = await this.call('GET', '/user-api/web/mp_verification');
    const challenge = JSON.parse(Buffer.from(captcha.data.token as string, 'base64').toString('utf8')) as {
      token: string;
    };
    const verified = await this.call('POST', '/user-api/web/mp_verification', {
      body: { email, token: encodeCaptchaAnswer({ token: challenge.token, code: TEST_CAPTCHA }) },
    });
    if (verified.code !== 0) throw new Error(`the captcha was refused: ${verified.code}`);
    return this.call('POST', '/user-api/web/mp_login', {
      body: { account: email, password: await this.encrypt(password), ticket: verified.data.ticket },
    });
  }

  async signIn(email: string): Promise<string> {
    const answer = await this.signInAttempt(email, DEMO_PASSWORD);
    if (answer.code !== 0) throw new Error(`${email} could not sign in: ${answer.code}`);
    return answer.data.authentication_token as string;
  }

  /** A seed image on the image host, which any account may show. */
  seedImage(name: string): string {
    return `${this.base}/storage/seed/${name}`;
  }

  /** A short post of `text` with two seed images (the server tests' own body: shortPostBody). */
  shortPost(text: string) {
    return shortPostBody(text, [
      this.seedImage('sunrise_1280_720.png'),
      this.seedImage('forest_720_960.png'),
    ]);
  }

  article(title: string, publishDate?: number) {
    const cover = this.seedImage('ocean_960_540.png');
    return {
      show_type: 1,
      title,
      content: `<h2>${title}</h2><p>Written to be published by one of several instances.</p><p><img src="${cover}"></p>`,
      images: [cover],
      cover_images: [cover],
      hashtag: ['scale'],
      ...(publishDate === undefined ? {} : { publish_date: publishDate }),
    };
  }

  publish(token: string, body: unknown, key: string = randomUUID()): Promise<Answer> {
    return this.call('POST', '/mp-api/v3/api/content/publish', { token, body, key });
  }
}
