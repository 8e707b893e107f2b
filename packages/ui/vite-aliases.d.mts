export declare const markdownPreviewAlias: { find: RegExp; replacement: string };
export declare const uiAliases: Array<{ find: RegExp; replacement: string }>;
