import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<string, never>;
  previous: Record<string, never>;
  next: Record<string, never>;
  close: Record<string, never>;
  position: { current: string; total: string };
}>({
  title: { id: 'ui.image-preview.title', defaultMessage: 'Image preview' },
  previous: { id: 'ui.image-preview.previous', defaultMessage: 'Previous image' },
  next: { id: 'ui.image-preview.next', defaultMessage: 'Next image' },
  close: { id: 'ui.image-preview.close', defaultMessage: 'Close preview' },
  // Numbers arrive as text so every locale shows Latin digits (contract.md).
  position: { id: 'ui.image-preview.position', defaultMessage: '{current} / {total}' },
});
