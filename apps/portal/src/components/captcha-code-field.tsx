import type { CaptchaState } from '@creator/api/react/sign-in';
import { useFormField } from '@creator/forms/react/form-field';
import type { RuleForm } from '@creator/forms/react/use-rule-form';
import { CaptchaField } from '@creator/ui/captcha-field';

interface CaptchaValues {
  captcha: string;
}

/** The captcha code of a sign-in or forgotten-password form: ui's field, the form's `captcha`, the live picture. */
export function CaptchaCodeField<TValues extends CaptchaValues>({
  control,
  captcha,
}: {
  control: RuleForm<TValues>['control'];
  captcha: CaptchaState;
}) {
  // Any form with a captcha holds it as the string `captcha`: the field sees the form as just that.
  const { field, error } = useFormField({
    control: control as unknown as RuleForm<CaptchaValues>['control'],
    name: 'captcha',
  });
  return (
    <CaptchaField
      {...field}
      required
      error={error}
      imageSrc={captcha.challenge?.image}
      onRefresh={captcha.refresh}
    />
  );
}
