import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import budget from '../../size-budget.json';
import { routes } from './route-table';

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
