export {
  HashtagText,
  hashtagRuns,
  type HashtagFinder,
  type HashtagRun,
  type HashtagTextProps,
} from './hashtag-text';
