export { Button, buttonClassName, buttonVariants, type ButtonProps } from './button';
