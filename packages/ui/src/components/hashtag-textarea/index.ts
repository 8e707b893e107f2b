export {
  HashtagTextarea,
  type HashtagQuery,
  type HashtagSuggestion,
  type HashtagTextareaProps,
} from './hashtag-textarea';
