import {
  forgotStep1Schema,
  forgotStep2Schema,
  forgotStep3Schema,
  loginSchema,
  type ForgotStep1Form,
  type ForgotStep2Form,
  type ForgotStep3Form,
  type LoginForm,
} from '../rules/auth';
import { descriptorResolver } from './resolver';
import { useRuleForm, type RuleFormOptions } from './use-rule-form';

const loginResolver = descriptorResolver(loginSchema);
const forgotStep1Resolver = descriptorResolver(forgotStep1Schema);
const forgotStep2Resolver = descriptorResolver(forgotStep2Schema);
const forgotStep3Resolver = descriptorResolver(forgotStep3Schema);

/** /login: email, password, captcha. */
export function useLoginForm(options?: RuleFormOptions<LoginForm>) {
  return useRuleForm(loginResolver, { email: '', password: '', captcha: '' }, options);
}

/** /forgot step 1: email (prefilled and locked for a signed-in account) and captcha. */
export function useForgotStep1Form(options?: RuleFormOptions<ForgotStep1Form>) {
  return useRuleForm(forgotStep1Resolver, { email: '', captcha: '' }, options);
}

/** /forgot step 2: the email from step 1 (read-only) and the emailed code. */
export function useForgotStep2Form(options?: RuleFormOptions<ForgotStep2Form>) {
  return useRuleForm(forgotStep2Resolver, { email: '', code: '' }, options);
}

/** /forgot step 3: new password and confirmation. */
export function useForgotStep3Form(options?: RuleFormOptions<ForgotStep3Form>) {
  return useRuleForm(forgotStep3Resolver, { password: '', confirmPassword: '' }, options);
}
