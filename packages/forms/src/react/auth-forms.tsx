import {
  forgotStep2Schema,
  forgotStep3Schema,
  type ForgotStep2Form,
  type ForgotStep3Form,
} from '../rules/auth';
import { descriptorResolver } from './resolver';
import { useRuleForm, type RuleFormOptions } from './use-rule-form';

const forgotStep2Resolver = descriptorResolver(forgotStep2Schema);
const forgotStep3Resolver = descriptorResolver(forgotStep3Schema);

/** /forgot step 2: the email from step 1 (read-only) and the emailed code. */
export function useForgotStep2Form(options?: RuleFormOptions<ForgotStep2Form>) {
  return useRuleForm(forgotStep2Resolver, { email: '', code: '' }, options);
}

/** /forgot step 3: new password and confirmation. */
export function useForgotStep3Form(options?: RuleFormOptions<ForgotStep3Form>) {
  return useRuleForm(forgotStep3Resolver, { password: '', confirmPassword: '' }, options);
}
