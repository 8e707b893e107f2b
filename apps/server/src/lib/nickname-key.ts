/*
 * The key under which nicknames are unique (creator.screen_name_key, migration 0009): two nicknames a reader
 * could take for one another get the same key. In the manner of a UTS #39 skeleton, without its full
 * confusables table (no package of it is installed): NFKC folds compatibility forms (fullwidth, mathematical
 * and circled letters, ligatures), case is folded, invisible characters are dropped and whitespace runs become
 * one space, then LOOK_ALIKES maps the Cyrillic and Greek letters that look like Latin ones, and Latin ones that
 * look like each other, to one prototype. It over-matches on purpose ("Lina" and "Iina" share a key, as I and l
 * look alike and i is I's lower case): a creator who hears "taken" picks another name; an impersonator must not
 * get one. The input is a nickname that passed its rule (at most 24 code points), so the work is bounded.
 */

/** Prototype of each look-alike, after case folding and canonical decomposition (so `ё` is `е` + U+0308). */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map([
  // Latin look-alikes of each other: 0/o; 1, i, I (as i), l, |; rn/m; vv/w.
  ['0', 'o'],
  ['1', 'l'],
  ['i', 'l'],
  ['ı', 'l'],
  ['ɩ', 'l'],
  ['|', 'l'],
  ['ǀ', 'l'],
  ['ɑ', 'a'],
  ['ɡ', 'g'],
  ['m', 'rn'],
  ['w', 'vv'],
  // Cyrillic, by the Latin letter the capital or the small letter looks like.
  ['а', 'a'],
  ['в', 'b'],
  ['е', 'e'],
  ['к', 'k'],
  ['м', 'rn'],
  ['н', 'h'],
  ['о', 'o'],
  ['р', 'p'],
  ['с', 'c'],
  ['т', 't'],
  ['у', 'y'],
  ['х', 'x'],
  ['ѕ', 's'],
  ['і', 'l'],
  ['ј', 'j'],
  ['һ', 'h'],
  ['ԁ', 'd'],
  ['ԛ', 'q'],
  ['ԝ', 'vv'],
  ['ӏ', 'l'],
  ['ү', 'y'],
  // Greek, likewise (capitals decide where the small letter differs: Ν is N, Η is H, Μ is M).
  ['α', 'a'],
  ['β', 'b'],
  ['γ', 'y'],
  ['ε', 'e'],
  ['ζ', 'z'],
  ['η', 'h'],
  ['ι', 'l'],
  ['κ', 'k'],
  ['μ', 'rn'],
  ['ν', 'n'],
  ['ο', 'o'],
  ['ρ', 'p'],
  ['τ', 't'],
  ['υ', 'y'],
  ['χ', 'x'],
]);

/** One character at a time: linear. */
const DROPPED = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
const WHITESPACE = /\s/u;

export function nicknameKey(nickname: string): string {
  // Upper then lower case: a full case fold for what toLowerCase alone leaves apart (ß/SS, ς/σ, ſ/s).
  const folded = nickname.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFD');
  let key = '';
  let pendingSpace = false;
  for (const character of folded) {
    if (DROPPED.test(character)) continue;
    if (WHITESPACE.test(character)) {
      pendingSpace = key.length > 0;
      continue;
    }
    if (pendingSpace) key += ' ';
    pendingSpace = false;
    key += LOOK_ALIKES.get(character) ?? character;
  }
  return key.normalize('NFC');
}
