import { defineMessages } from 'react-intl';
import type { ActionQuestion } from '../../components/confirmed-action-dialog';

export const messages = defineMessages({
  title: { id: 'portal.polish-tasks.title', defaultMessage: 'AI content tasks' },
  tabs: { id: 'portal.polish-tasks.tabs', defaultMessage: 'Task lists' },
  claimed: { id: 'portal.polish-tasks.tab.claimed', defaultMessage: 'Claimed' },
  pending: { id: 'portal.polish-tasks.tab.pending', defaultMessage: 'To be claimed' },
  published: { id: 'portal.polish-tasks.tab.published', defaultMessage: 'Published' },
  search: { id: 'portal.polish-tasks.search', defaultMessage: 'Search tasks' },
  giveUpTitle: { id: 'portal.polish-tasks.give-up-title', defaultMessage: 'Give up this task?' },
  giveUpWarning: {
    id: 'portal.polish-tasks.give-up-warning',
    defaultMessage: 'It goes back to the tasks to be claimed, where any creator can claim it.',
  },
  giveUpConfirm: { id: 'portal.polish-tasks.give-up-confirm', defaultMessage: 'Give up' },
  givenUp: {
    id: 'portal.polish-tasks.given-up',
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
  count: { id: 'portal.polish-tasks.count', defaultMessage: '{count, plural, one {# task} other {# tasks}}' },
  remaining: {
    id: 'portal.polish-tasks.remaining',
    defaultMessage: 'Claims left: {remaining} of {max}',
  },
  claimSelected: {
    id: 'portal.polish-tasks.claim-selected',
    defaultMessage: '{count, plural, one {Claim # selected task} other {Claim # selected tasks}}',
  },
  claimDone: {
    id: 'portal.polish-tasks.claim-done',
    defaultMessage:
      '{count, plural, one {Claimed. Go to edit and publish it.} other {Claimed. Go to edit and publish them.}}',
  },
});
