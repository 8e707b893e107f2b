import { defineMessages } from 'react-intl';
import type { ActionQuestion } from '../../components/confirmed-action-dialog';

export const messages = defineMessages({
  title: { id: 'portal.content.title', defaultMessage: 'Content management' },
  post: { id: 'portal.content.posts', defaultMessage: 'Short posts' },
  article: { id: 'portal.content.articles', defaultMessage: 'Long posts' },
  status: { id: 'portal.content.status', defaultMessage: 'Status' },
  all: { id: 'portal.content.status.all', defaultMessage: 'All' },
  published: { id: 'portal.content.status.published', defaultMessage: 'Published' },
  underReview: { id: 'portal.content.status.under-review', defaultMessage: 'Under review' },
  reviewFailed: { id: 'portal.content.status.review-failed', defaultMessage: 'Failed review' },
  offline: { id: 'portal.content.status.offline', defaultMessage: 'Removed' },
  searchPosts: { id: 'portal.content.search-posts', defaultMessage: 'Search short posts' },
  searchArticles: { id: 'portal.content.search-articles', defaultMessage: 'Search titles' },
  empty: { id: 'portal.content.empty', defaultMessage: 'Nothing published here yet' },
  noMatch: { id: 'portal.content.no-match', defaultMessage: 'Nothing matches these filters' },
  createPost: { id: 'portal.content.create-post', defaultMessage: 'Create a short post' },
  createArticle: { id: 'portal.content.create-article', defaultMessage: 'Write an article' },
  deleteTitle: { id: 'portal.content.delete-title', defaultMessage: 'Delete this content?' },
  deleteWarning: {
    id: 'portal.content.delete-warning',
    defaultMessage:
      'Deleted content cannot be restored. Frequent edits and deletions lower how often your content is recommended.',
  },
  deleteConfirm: { id: 'portal.content.delete-confirm', defaultMessage: 'Delete' },
  deleted: { id: 'portal.content.deleted', defaultMessage: 'Deletion succeeded' },
});

export const deleteQuestion: ActionQuestion = {
  title: messages.deleteTitle,
  description: messages.deleteWarning,
  confirmLabel: messages.deleteConfirm,
  tone: 'danger',
};
