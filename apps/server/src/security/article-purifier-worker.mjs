// The entry of the article sanitiser's worker threads (./article-html). Node cannot load the server's TypeScript
// (extensionless imports, `@creator/*` packages that export .ts) by itself in a new thread, whether the server runs
// under tsx or vitest, so tsx loads the module here, scoped to this import.
import { tsImport } from 'tsx/esm/api';

const purifier = await tsImport('./article-purifier.ts', import.meta.url);

export default purifier.purifyArticleHtml;
