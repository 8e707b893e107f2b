import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ count: { count: string; max: string } }>({
  // Numbers arrive as text so every locale shows Latin digits (contract.md).
  count: { id: 'ui.textarea.count', defaultMessage: '{count}/{max}' },
});
