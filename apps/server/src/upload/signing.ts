import { AVATAR_MAX_BYTES, checkAvatarFile } from '@creator/forms/rules/account';
import {
  checkUploadFile,
  parseImageFileName,
  POST_UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from '@creator/forms/rules/upload';
import type { Context } from 'hono';
import type { CallInput } from '../routing';
import { hashToken } from '../security/tokens';
import { imageHost, requestOrigin, type Services } from '../services';
import { refuseWith } from '../validate';
import {
  ACCESS_KEY_ID,
  encodePolicy,
  freshUploadDir,
  passwordTag,
  POLICY_TTL_MS,
  signPolicy,
  type UploadPolicy,
} from './policy';

const CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const AVATAR_TYPES = ['image/jpeg', 'image/png'];

async function signingAnswer(services: Services, c: Context, policy: UploadPolicy) {
  const encoded = encodePolicy(policy);
  const { signature, securityToken } = signPolicy(await services.uploadSecret(), encoded);
  return {
    signature: { policy: encoded, signature },
    bucketName: 'creator-images',
    domain: imageHost(c),
    endpoint: `${services.settings.storageOrigin ?? requestOrigin(c)}/storage`,
    SecurityToken: securityToken,
    AccessKeyId: ACCESS_KEY_ID,
    dir: policy.dir,
  };
}

/** The session asking for a signing and its creator's password as it is now (UploadPolicy.signedBy). */
async function signer(services: Services, c: Context, creatorId: number): Promise<UploadPolicy['signedBy']> {
  const creator = await services.db
    .selectFrom('creator')
    .select('password_hash')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  const token = /^Bearer (\S+)$/u.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  return {
    session: hashToken(token),
    password: passwordTag(await services.uploadSecret(), creator.password_hash),
  };
}

/** `upload_token`: a policy for the content images named, in a fresh folder of the creator's. */
export async function getUploadToken({ services, creatorId, query, c }: CallInput<'getUploadToken'>) {
  for (const [index, name] of query.names.entries()) {
    const problem = checkUploadFile({ name, type: '', size: 0 }, 'post');
    if (problem) refuseWith(`names.${index}`, problem, { formats: POST_UPLOAD_EXTENSIONS.join(', ') });
  }
  const policy: UploadPolicy = {
    dir: freshUploadDir('content', creatorId),
    maxBytes: UPLOAD_MAX_BYTES,
    types: CONTENT_TYPES,
    maxFiles: query.names.length,
    expiresAt: services.clock.now() + POLICY_TTL_MS,
    signedBy: await signer(services, c, creatorId),
  };
  return signingAnswer(services, c, policy);
}

/** `oss_sts`: a policy for one avatar, with the object name made from the file's hash. */
export async function getOssSts({ services, creatorId, query, c }: CallInput<'getOssSts'>) {
  const problem = checkAvatarFile({ name: `avatar.${query.extension}`, type: '', size: 0 });
  if (problem) refuseWith('extension', problem);
  const size = parseImageFileName(query.names);
  const name = `${query.signature.slice(0, 32)}${size ? `_${size.width}_${size.height}` : ''}.${query.extension}`;
  const policy: UploadPolicy = {
    dir: freshUploadDir('avatar', creatorId),
    maxBytes: AVATAR_MAX_BYTES,
    types: AVATAR_TYPES,
    maxFiles: 1,
    expiresAt: services.clock.now() + POLICY_TTL_MS,
    signedBy: await signer(services, c, creatorId),
  };
  return { ...(await signingAnswer(services, c, policy)), name };
}
