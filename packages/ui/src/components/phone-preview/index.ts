export { coverLabelWidth, PhonePreview, type PhonePreviewProps, type PhonePreviewTab } from './phone-preview';
