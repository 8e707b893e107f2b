import { useCallback, useEffect, useRef, useState } from 'react';
import { importPastedHtml, type PastedArticle, type PasteOptions } from '../client/article-paste';

/**
 * The article editor's paste of HTML (`importPastedHtml`): how many are still being copied, and every one
 * still under way aborted when the editor goes (nothing lands in a page that is gone).
 */
export function usePastedHtml(options: Omit<PasteOptions, 'signal'>) {
  const [pending, setPending] = useState(0);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live) controller.abort();
      live.clear();
    };
  }, []);
  const { imageHost, purifier, copy } = options;
  const importHtml = useCallback(
    async (html: string): Promise<PastedArticle> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      setPending((count) => count + 1);
      try {
        return await importPastedHtml(html, { imageHost, purifier, copy, signal: controller.signal });
      } finally {
        controllers.current.delete(controller);
        setPending((count) => count - 1);
      }
    },
    [imageHost, purifier, copy],
  );
  return { importHtml, pending };
}
