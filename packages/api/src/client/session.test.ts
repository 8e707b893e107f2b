import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@creator/domain/storage';
import { REMEMBERED_NAME_KEY, REMEMBERED_NAME_MAX, SESSION_KEYS, createSessionStore } from './session';

const storage = () => memoryStorage();

describe('session store', () => {
  it('keeps the session under the contract’s local storage keys', () => {
    const backing = storage();
    const session = createSessionStore(backing);
    session.signIn({ authentication_token: 't', uregion: 'sg', country: 'EG' });
    session.setLanguage('zh-Hans-CN', '简体中文 (中国)');
    session.acceptCookies();
    expect(Object.fromEntries(backing.items)).toMatchObject({
      authentication_token: 't',
      uregion: 'sg',
      country: 'EG',
      clang: 'zh-Hans-CN',
      clang_entry: '简体中文 (中国)',
      cookie_accepted: 'true',
    });
    expect(backing.items.get(SESSION_KEYS.clientId)).toMatch(
      /^web-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u,
    );
  });

  it('makes the client id once and keeps it across stores', () => {
    const backing = storage();
    const first = createSessionStore(backing).get().clientId;
    expect(createSessionStore(backing).get().clientId).toBe(first);
    expect(createSessionStore(storage()).get().clientId).not.toBe(first);
  });

  it('is signed in only with all three keys, and clear keeps language, client id and consent', () => {
    const backing = storage();
    backing.setItem('authentication_token', 't');
    backing.setItem('uregion', 'sg');
    expect(createSessionStore(backing).get().signedIn).toBe(false);
    const session = createSessionStore(backing);
    session.signIn({ authentication_token: 't', uregion: 'sg', country: '' });
    session.setLanguage('id-ID');
    session.acceptCookies();
    expect(session.get().signedIn).toBe(true);
    session.clear();
    expect(session.get()).toMatchObject({
      signedIn: false,
      token: null,
      clang: 'id-ID',
      cookieAccepted: true,
    });
    expect([...backing.items.keys()].sort()).toEqual(['clang', 'client_id', 'cookie_accepted']);
  });

  it('clearIf forgets the credentials only while storage still holds that session', () => {
    const backing = storage();
    const session = createSessionStore(backing);
    session.signIn({ authentication_token: 'A', uregion: 'sg', country: 'ID' });
    // Another tab signs in as B: storage changes before this tab hears of it.
    backing.setItem('authentication_token', 'B');
    expect(session.clearIf('A')).toBe(false);
    expect(session.clearIf(null)).toBe(false);
    expect(backing.items.get('authentication_token')).toBe('B');
    expect(session.clearIf('B')).toBe(true);
    expect(session.get()).toMatchObject({ signedIn: false, token: null });
    expect(backing.items.has('authentication_token')).toBe(false);
  });

  it('remembers the screen name for the session it was asked with, and forgets it with the session', () => {
    const backing = storage();
    const session = createSessionStore(backing);
    // No session: nothing to remember it for.
    session.rememberName('Nobody', null);
    expect(backing.items.has(REMEMBERED_NAME_KEY)).toBe(false);
    session.signIn({ authentication_token: 'A', uregion: 'sg', country: 'ID' });
    session.rememberName('Ayu', 'A');
    expect(backing.items.get(REMEMBERED_NAME_KEY)).toBe('Ayu');
    // A late answer asked with another session's token changes nothing.
    session.rememberName('Budi', 'B');
    expect(backing.items.get(REMEMBERED_NAME_KEY)).toBe('Ayu');
    // An empty name, or one past the bound, is not remembered: the first paint shows the frame alone.
    session.rememberName('x'.repeat(REMEMBERED_NAME_MAX + 1), 'A');
    expect(backing.items.has(REMEMBERED_NAME_KEY)).toBe(false);
    session.rememberName('Ayu', 'A');
    session.clear();
    expect(backing.items.has(REMEMBERED_NAME_KEY)).toBe(false);
    // Signing in as someone else forgets the last one's name at once.
    session.signIn({ authentication_token: 'A', uregion: 'sg', country: 'ID' });
    session.rememberName('Ayu', 'A');
    session.signIn({ authentication_token: 'B', uregion: 'sg', country: 'ID' });
    expect(backing.items.has(REMEMBERED_NAME_KEY)).toBe(false);
  });

  it('falls back to en-US for an unknown stored language', () => {
    const backing = storage();
    backing.setItem('clang', 'fr-FR');
    expect(createSessionStore(backing).get().clang).toBe('en-US');
  });

  it('tells subscribers about every change with a new snapshot, and stops when they leave', () => {
    const session = createSessionStore(storage());
    const listener = vi.fn();
    const before = session.get();
    expect(session.get()).toBe(before);
    const leave = session.subscribe(listener);
    session.signIn({ authentication_token: 't', uregion: 'sg', country: 'ID' });
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ signedIn: true, token: 't' }));
    expect(session.get()).not.toBe(before);
    leave();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const session = createSessionStore(broken);
    expect(() => session.signIn({ authentication_token: 't', uregion: 'sg', country: 'ID' })).not.toThrow();
    expect(session.headers()).toMatchObject({ clang: 'en-US', uregion: '', country: '' });
  });
});
