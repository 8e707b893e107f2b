import type { CaptchaState } from '@creator/api/react/sign-in';
import { CaptchaField } from '@creator/ui/captcha-field';
import type { ChangeEvent } from 'react';

interface CaptchaForm {
  field: (name: 'captcha') => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  errorText: (name: 'captcha') => string | undefined;
}

/** The captcha code of a sign-in or forgotten-password form: ui's field, the form's `captcha`, the live picture. */
export function CaptchaCodeField({ form, captcha }: { form: CaptchaForm; captcha: CaptchaState }) {
  return (
    <CaptchaField
      {...form.field('captcha')}
      required
      error={form.errorText('captcha')}
      imageSrc={captcha.challenge?.image}
      onRefresh={captcha.refresh}
    />
  );
}
