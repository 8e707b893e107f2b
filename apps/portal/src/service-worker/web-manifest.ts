import { defineMessages } from 'react-intl';

/** The installed portal's name and description, one manifest per language (build/web-manifest.ts writes them). */
export const webManifestMessages = defineMessages({
  name: { id: 'portal.manifest.name', defaultMessage: 'Creator portal' },
  shortName: { id: 'portal.manifest.short-name', defaultMessage: 'Creators' },
  description: {
    id: 'portal.manifest.description',
    defaultMessage: 'Publish posts and articles, manage your content and read your notices.',
  },
});

/** The portal's colour: the manifest's and the page's theme-color (build/web-manifest.ts), as the icons have it. */
export const THEME_COLOR = '#2f6fed';
