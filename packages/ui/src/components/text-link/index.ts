export { textLinkClassName, textLinkVariants } from './text-link';
