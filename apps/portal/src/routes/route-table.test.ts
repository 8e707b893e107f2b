import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import budget from '../../size-budget.json';
import { routes, signedInPart } from './route-table';

/** Every path of the table as a visitor types it, nested paths joined. */
function pathsOf(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...pathsOf(route.children ?? [], own.replace(/\/$/, ''))];
  });
}

describe('the route table', () => {
  it('has a byte budget for every path, and the budget file no path the table lacks', () => {
    const table = pathsOf(routes).map((path) => (path === '/*' ? '*' : path));
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual(Object.keys(budget.routes).sort());
  });
});

describe('the signed-in layout', () => {
  const at = (path: string) => signedInPart({ request: new Request(`http://portal.test${path}`) });

  it('takes its messages from the part of the page below it, none where the page below redirects', () => {
    expect(at('/home')).toBe('home');
    expect(at('/content/article')).toBe('content');
    expect(at('/aigc/edit')).toBe('polish-task-edit');
    expect(at('/account/password/')).toBe('account');
    expect(at('/account')).toBeUndefined();
  });
});
