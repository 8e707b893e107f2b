import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  heading1: None;
  heading2: None;
  heading3: None;
  bold: None;
  bulletedList: None;
  numberedList: None;
  image: None;
  lineBreak: None;
  modeEdit: None;
  modeLive: None;
  modePreview: None;
  preview: None;
  previewEmpty: None;
}>({
  heading1: { id: 'ui.markdown-editor.heading-1', defaultMessage: 'Heading 1' },
  heading2: { id: 'ui.markdown-editor.heading-2', defaultMessage: 'Heading 2' },
  heading3: { id: 'ui.markdown-editor.heading-3', defaultMessage: 'Heading 3' },
  bold: { id: 'ui.markdown-editor.bold', defaultMessage: 'Bold' },
  bulletedList: { id: 'ui.markdown-editor.bulleted-list', defaultMessage: 'Bulleted list' },
  numberedList: { id: 'ui.markdown-editor.numbered-list', defaultMessage: 'Numbered list' },
  image: { id: 'ui.markdown-editor.image', defaultMessage: 'Insert images' },
  lineBreak: { id: 'ui.markdown-editor.line-break', defaultMessage: 'Line break' },
  modeEdit: { id: 'ui.markdown-editor.mode-edit', defaultMessage: 'Write' },
  modeLive: { id: 'ui.markdown-editor.mode-live', defaultMessage: 'Write and preview side by side' },
  modePreview: { id: 'ui.markdown-editor.mode-preview', defaultMessage: 'Preview' },
  preview: { id: 'ui.markdown-editor.preview', defaultMessage: 'Preview of the article' },
  previewEmpty: { id: 'ui.markdown-editor.preview-empty', defaultMessage: 'Nothing to preview yet.' },
});
