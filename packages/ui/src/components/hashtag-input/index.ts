export {
  defaultNormalizeHashtag,
  HashtagInput,
  type HashtagInputProps,
  type HashtagRejection,
} from './hashtag-input';
