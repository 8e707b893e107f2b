import { call, type CallOptions } from '../client/request';
import { updateAvatarRoute, updateNicknameRoute } from '../schemas/profile';

/** PUT /user-api/web/mp_nickname. Taken 15001, no change left 15002. */
export async function updateNickname(nickname: string, options?: CallOptions): Promise<void> {
  await call(updateNicknameRoute, { body: { nickname } }, options);
}

/** PUT /user-api/web/mp_avatar with the uploaded image's address. */
export async function updateAvatar(url: string, options?: CallOptions): Promise<void> {
  await call(updateAvatarRoute, { body: { url } }, options);
}
