export { BackToTop, type BackToTopProps } from './back-to-top';
