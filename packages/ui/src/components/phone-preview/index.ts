export { coverLabelWidth, PhonePreview, type HashtagFinder, type PhonePreviewProps, type PhonePreviewTab } from './phone-preview';
