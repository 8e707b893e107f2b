export { coverLabelWidth, PhonePreview, type PhonePreviewProps, type PhonePreviewTab } from './phone-preview';
// The grammar's type lives with HashtagText; passed on here for the callers that take it with the preview.
export type { HashtagFinder } from '../hashtag-text';
