// The article's limits (spec §5 and §9), apart from its rules and messages (./article): the allow-list
// (./article-html), which every reader of an article loads, needs the body's length only.

export const ARTICLE_TITLE_MIN_LENGTH = 10;
export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ARTICLE_BODY_MIN_LENGTH = 10;
export const ARTICLE_BODY_MAX_LENGTH = 30_000;
export const ARTICLE_IMAGES_MIN = 1;
export const ARTICLE_IMAGES_MAX = 30;
export const ARTICLE_COVERS_MIN = 1;
export const ARTICLE_COVERS_MAX = 3;
export const COVER_MIN_WIDTH = 640;
export const COVER_MIN_HEIGHT = 360;
