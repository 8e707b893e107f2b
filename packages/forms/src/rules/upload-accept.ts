/**
 * The picture types each kind of upload takes, for the file inputs' `accept`: apart from ./upload, whose checks
 * and messages a page needs only once a file is picked.
 */
export const POST_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const ARTICLE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export type UploadKind = 'post' | 'article';

export function uploadExtensions(kind: UploadKind): readonly string[] {
  return kind === 'post' ? POST_UPLOAD_EXTENSIONS : ARTICLE_UPLOAD_EXTENSIONS;
}

/** The `accept` attribute of the file input for this kind. */
export function uploadAccept(kind: UploadKind): string {
  return uploadExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(',');
}
