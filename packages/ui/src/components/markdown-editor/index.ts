export {
  EDITOR_HEIGHT,
  MarkdownEditor,
  type MarkdownEditorHandle,
  type MarkdownEditorProps,
} from './markdown-editor';
export { HARD_BREAK, type MarkdownEditorMode } from './toolbar';
export { PREVIEW_DELAY_MS } from './markdown-preview';
