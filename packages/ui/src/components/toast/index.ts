export { toast, Toaster, type ToasterProps } from './toaster';
