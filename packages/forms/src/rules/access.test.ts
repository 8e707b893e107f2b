import { describe, expect, it } from 'vitest';
import { accessCodeOf, canOpen, isAllowed, isPublicPath } from './access';

const list = [
  { code: 'some_other_code', visible: true },
  { code: 'list_polish_task', visible: false },
];

describe('access', () => {
  it('opens sign-in, forgotten password, agreements and the error page without a session', () => {
    for (const path of ['/login', '/forgot', '/agreement/privacy', '/agreement/cookie', '/exception']) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of ['/', '/home', '/account/info', '/agreements', '/login/x']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('allows an empty code, denies an unknown or hidden code, and denies everything without a list', () => {
    expect(isAllowed(list, '')).toBe(true);
    expect(isAllowed(list, 'some_other_code')).toBe(true);
    expect(isAllowed(list, 'list_polish_task')).toBe(false);
    expect(isAllowed(list, 'something_else')).toBe(false);
    expect(isAllowed(undefined, '')).toBe(false);
    expect(isAllowed(null, 'some_other_code')).toBe(false);
  });

  it('needs list_polish_task for /aigc and its sub-pages, and nothing for /home', () => {
    expect(accessCodeOf('/aigc/edit')).toBe('list_polish_task');
    expect(accessCodeOf('/home')).toBe('');
    expect(accessCodeOf('/unknown')).toBeUndefined();
    expect(canOpen(list, '/aigc')).toBe(false);
    expect(canOpen([...list, { code: 'list_polish_task', visible: true }], '/aigc/edit')).toBe(true);
    expect(canOpen(list, '/content/post')).toBe(true);
    expect(canOpen([], '/content')).toBe(true);
    expect(canOpen(null, '/content')).toBe(false);
  });

  it('opens every section but /aigc with the list a contract-only backend answers', () => {
    // contract.md: the one code it names is list_polish_task; everything else has the code "".
    const contractOnly = [{ code: 'list_polish_task', visible: true }];
    for (const path of [
      '/home',
      '/content/post',
      '/content/article',
      '/creator/post',
      '/notice/message',
      '/account/info',
      '/preview',
    ]) {
      expect(canOpen(contractOnly, path)).toBe(true);
      expect(canOpen([], path)).toBe(true);
    }
    expect(canOpen(contractOnly, '/aigc')).toBe(true);
    expect(canOpen([], '/aigc')).toBe(false);
  });
});
