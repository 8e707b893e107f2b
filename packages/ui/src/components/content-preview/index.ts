export {
  ContentPreview,
  type ContentPreviewArticle,
  type ContentPreviewAuthor,
  type ContentPreviewContent,
  type ContentPreviewPost,
  type ContentPreviewProps,
  type ContentPreviewState,
} from './content-preview';
