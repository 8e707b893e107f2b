import { describe, expect, it } from 'vitest';
import { messageLoader, type MessageFile } from './load-messages';

const message = (text: string) => [{ type: 0, value: text }] as never;

/** Compiled files by name; a name mapped to an Error fails to load. Records what was fetched. */
function files(contents: Record<string, Record<string, string> | Error>) {
  const fetched: string[] = [];
  const fetchFile: MessageFile = async (file) => {
    fetched.push(file);
    const content = contents[file];
    if (!content) throw new Error(`no file ${file}`);
    if (content instanceof Error) throw content;
    return { default: Object.fromEntries(Object.entries(content).map(([id, text]) => [id, message(text)])) };
  };
  return { fetched, fetchFile };
}

const first = { 'sign-in.title': 'Sign in' };
const later = { 'layout.menu': 'Menu' };

describe('the messages, in parts', () => {
  it('takes the shared rest from the page’s part: one file, asked for once', async () => {
    const { fetched, fetchFile } = files({
      'en-US.json': first,
      'en-US.home.json': { ...later, 'home.welcome': 'Welcome' },
    });
    const loader = messageLoader(fetchFile);
    const catalogue = await loader.loadMessages('en-US');
    await Promise.all([loader.loadLaterMessages('home'), loader.loadLaterMessages()]);
    expect(Object.keys(catalogue).sort()).toEqual(['home.welcome', 'layout.menu', 'sign-in.title']);
    expect(fetched).toEqual(['en-US.json', 'en-US.home.json']);
  });

  it('brings the shared rest on its own when the page’s part fails, for whoever needs it then', async () => {
    const { fetched, fetchFile } = files({
      'en-US.json': first,
      'en-US.home.json': new Error('offline'),
      'en-US.later.json': later,
    });
    const loader = messageLoader(fetchFile);
    const catalogue = await loader.loadMessages('en-US');
    const page = loader.loadLaterMessages('home');
    const rest = loader.loadLaterMessages();
    await expect(page).rejects.toThrow('offline');
    await rest;
    expect(catalogue['layout.menu']).toEqual(message('Menu'));
    // The not-found page, later in the visit: no new request.
    await loader.loadLaterMessages();
    expect(fetched).toEqual(['en-US.json', 'en-US.home.json', 'en-US.later.json']);
  });
});
