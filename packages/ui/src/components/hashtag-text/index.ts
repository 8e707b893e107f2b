export { HashtagText, type HashtagFinder, type HashtagTextProps } from './hashtag-text';
