import type { ContentListQuery } from '../schemas/content';
import type { DraftListQuery } from '../schemas/drafts';
import type { PolishTaskListQuery } from '../schemas/polish-tasks';

const root = ['api'] as const;

/**
 * Hierarchical query keys: invalidating a prefix (`apiKeys.content.all`) refreshes every list and detail
 * under it.
 */
export const apiKeys = {
  all: root,
  config: () => [...root, 'config'] as const,
  captcha: () => [...root, 'captcha'] as const,
  account: {
    all: [...root, 'account'] as const,
    detail: () => [...root, 'account', 'detail'] as const,
    resources: () => [...root, 'account', 'resources'] as const,
  },
  home: () => [...root, 'home'] as const,
  notices: {
    all: [...root, 'notices'] as const,
    list: () => [...root, 'notices', 'list'] as const,
    unread: () => [...root, 'notices', 'unread'] as const,
  },
  content: {
    all: [...root, 'content'] as const,
    lists: () => [...root, 'content', 'list'] as const,
    list: (query: ContentListQuery) => [...root, 'content', 'list', query] as const,
    detail: (contentId: number) => [...root, 'content', 'detail', contentId] as const,
  },
  drafts: {
    all: [...root, 'drafts'] as const,
    list: (query: DraftListQuery) => [...root, 'drafts', 'list', query] as const,
  },
  polishTasks: {
    all: [...root, 'polish-tasks'] as const,
    list: (query: PolishTaskListQuery) => [...root, 'polish-tasks', 'list', query] as const,
    detail: (id: number) => [...root, 'polish-tasks', 'detail', id] as const,
  },
  tags: () => [...root, 'tags'] as const,
  hashtags: {
    all: [...root, 'hashtags'] as const,
    search: (name: string) => [...root, 'hashtags', name] as const,
  },
};
