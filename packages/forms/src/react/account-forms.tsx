import { nicknameFormSchema, type NicknameForm } from '../rules/account';
import { changePasswordSchema, type ChangePasswordForm } from '../rules/password';
import { descriptorResolver } from './resolver';
import { useRuleForm, type RuleFormOptions } from './use-rule-form';

const changePasswordResolver = descriptorResolver(changePasswordSchema);
const nicknameResolver = descriptorResolver(nicknameFormSchema);

/** /account/password: current password, new password, confirmation. */
export function useChangePasswordForm(options?: RuleFormOptions<ChangePasswordForm>) {
  return useRuleForm(
    changePasswordResolver,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    options,
  );
}

/**
 * /account/info nickname editor, starting from the current nickname. On submit, check
 * `isNicknameUnchanged` first: unchanged input only closes edit mode.
 */
export function useNicknameForm(current: string, options?: RuleFormOptions<NicknameForm>) {
  return useRuleForm(nicknameResolver, { nickname: current }, options);
}
