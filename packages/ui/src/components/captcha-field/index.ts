export { CaptchaField, type CaptchaFieldProps } from './captcha-field';
