export { CAPTCHA_LENGTH, CaptchaField, type CaptchaFieldProps } from './captcha-field';
