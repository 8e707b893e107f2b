export {
  HashtagInput,
  type HashtagInputProps,
  type HashtagRejection,
  type HashtagRule,
} from './hashtag-input';
