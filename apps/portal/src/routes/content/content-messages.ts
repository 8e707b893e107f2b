import { defineMessages } from 'react-intl';
import type { ActionQuestion } from '../../components/confirmed-action-dialog';

export const messages = defineMessages({
  title: { id: 'portal.content.title', defaultMessage: 'Content management' },
  post: { id: 'portal.content.posts', defaultMessage: 'Short posts' },
  article: { id: 'portal.content.articles', defaultMessage: 'Long posts' },
  status: { id: 'portal.content.status', defaultMessage: 'Status' },
  all: { id: 'portal.content.status.all', defaultMessage: 'All' },
  published: { id: 'portal.content.status.published', defaultMessage: 'Published' },
  underReview: { id: 'portal.content.status.underReview', defaultMessage: 'Under review' },
  reviewFailed: { id: 'portal.content.status.reviewFailed', defaultMessage: 'Failed review' },
  offline: { id: 'portal.content.status.offline', defaultMessage: 'Removed' },
  searchPosts: { id: 'portal.content.searchPosts', defaultMessage: 'Search short posts' },
  searchArticles: { id: 'portal.content.searchArticles', defaultMessage: 'Search titles' },
  empty: { id: 'portal.content.empty', defaultMessage: 'Nothing published here yet' },
  noMatch: { id: 'portal.content.noMatch', defaultMessage: 'Nothing matches these filters' },
  createPost: { id: 'portal.content.createPost', defaultMessage: 'Create a short post' },
  createArticle: { id: 'portal.content.createArticle', defaultMessage: 'Write an article' },
  deleteTitle: { id: 'portal.content.deleteTitle', defaultMessage: 'Delete this content?' },
  deleteWarning: {
    id: 'portal.content.deleteWarning',
    defaultMessage:
      'Deleted content cannot be restored. Frequent edits and deletions lower how often your content is recommended.',
  },
  deleteConfirm: { id: 'portal.content.deleteConfirm', defaultMessage: 'Delete' },
  deleted: { id: 'portal.content.deleted', defaultMessage: 'Deletion succeeded' },
});

export const deleteQuestion: ActionQuestion = {
  title: messages.deleteTitle,
  description: messages.deleteWarning,
  confirmLabel: messages.deleteConfirm,
  tone: 'danger',
};
