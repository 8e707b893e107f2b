export { WelcomeBlock, type WelcomeBlockProps } from './welcome-block';
