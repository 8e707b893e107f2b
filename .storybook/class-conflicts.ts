import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own scale names, so that `shadow-card` is read as a shadow and not as a shadow colour.
const merge = extendTailwindMerge({
  extend: { theme: { shadow: ['card', 'overlay', 'focus'] } },
});

/**
 * Elements whose class list sets one property twice (`px-2 px-4`, `w-full w-3/5`): the outcome would depend
 * on the order of rules in the style sheet, not on the order of the classes, because `cn` joins without
 * merging (packages/ui/src/lib/cn.ts). Returns one line per such element.
 */
export function classConflicts(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('[class]')) {
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    if (classes.length < 2) continue;
    const kept = new Set(merge(classes.join(' ')).split(' '));
    const lost = classes.filter((name) => !kept.has(name));
    if (lost.length === 0) continue;
    const slot = element.getAttribute('data-slot');
    found.push(
      `<${element.tagName.toLowerCase()}${slot ? ` data-slot="${slot}"` : ''}> "${lost.join(' ')}" is overridden in "${classes.join(' ')}"`,
    );
  }
  return found;
}
