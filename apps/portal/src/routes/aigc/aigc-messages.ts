import { defineMessages } from 'react-intl';
import type { ActionQuestion } from '../../components/confirmed-action-dialog';

export const messages = defineMessages({
  title: { id: 'portal.aigc.title', defaultMessage: 'AI content tasks' },
  tabs: { id: 'portal.aigc.tabs', defaultMessage: 'Task lists' },
  claimed: { id: 'portal.aigc.tab.claimed', defaultMessage: 'Claimed' },
  pending: { id: 'portal.aigc.tab.pending', defaultMessage: 'To be claimed' },
  published: { id: 'portal.aigc.tab.published', defaultMessage: 'Published' },
  search: { id: 'portal.aigc.search', defaultMessage: 'Search tasks' },
  giveUpTitle: { id: 'portal.aigc.giveUpTitle', defaultMessage: 'Give up this task?' },
  giveUpWarning: {
    id: 'portal.aigc.giveUpWarning',
    defaultMessage: 'It goes back to the tasks to be claimed, where any creator can claim it.',
  },
  giveUpConfirm: { id: 'portal.aigc.giveUpConfirm', defaultMessage: 'Give up' },
  givenUp: {
    id: 'portal.aigc.givenUp',
    defaultMessage: 'Given up. The task is back among the tasks to be claimed.',
  },
});

export const giveUpQuestion: ActionQuestion = {
  title: messages.giveUpTitle,
  description: messages.giveUpWarning,
  confirmLabel: messages.giveUpConfirm,
};

/** The messages that take values, typed with them. */
export const countMessages = defineMessages<{
  count: { count: number };
  remaining: { remaining: number; max: number };
  claimSelected: { count: number };
  claimDone: { count: number };
}>({
  count: { id: 'portal.aigc.count', defaultMessage: '{count, plural, one {# task} other {# tasks}}' },
  remaining: {
    id: 'portal.aigc.remaining',
    defaultMessage: 'Claims left: {remaining} of {max}',
  },
  claimSelected: {
    id: 'portal.aigc.claimSelected',
    defaultMessage: '{count, plural, one {Claim # selected task} other {Claim # selected tasks}}',
  },
  claimDone: {
    id: 'portal.aigc.claimDone',
    defaultMessage:
      '{count, plural, one {Claimed. Go to edit and publish it.} other {Claimed. Go to edit and publish them.}}',
  },
});
