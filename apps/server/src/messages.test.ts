import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ErrorCode } from '@creator/domain/error-codes';
import { LOCALES, localeOf } from '@creator/domain/locales';
import { claimMessages } from '@creator/forms/rules/claim';
import { describe as describeMessage } from '@creator/forms/rules/descriptor';
import { describe, expect, it } from 'vitest';
import { BusinessError, InvalidRequest, refusal } from './errors';
import { accessMessages, codeMessages } from '@creator/api/client/errors';
import { CATALOGUES, formatMessage } from './messages';

const serverMessages = [...Object.values(codeMessages), ...Object.values(accessMessages)];

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.add(element.value);
    if (element.type === TYPE.plural) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

describe('the clang of a request', () => {
  it('is one of the four locales, else en-US', () => {
    for (const locale of LOCALES) expect(localeOf(locale)).toBe(locale);
    expect([
      localeOf(undefined),
      localeOf(''),
      localeOf('fr-FR'),
      localeOf('ar'),
      localeOf('zh-CN'),
      localeOf('EN-us'),
    ]).toEqual(Array(6).fill('en-US'));
  });
});

/** A code's name as a message id segment (message ids are kebab-case). */
const kebabCase = (name: string) => name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);

describe("the server's own messages", () => {
  it('are keyed by ErrorCode name, hold the English text of packages/api, and are translated in every locale with the same arguments', () => {
    for (const [name, descriptor] of Object.entries(codeMessages)) {
      expect(ErrorCode).toHaveProperty(name);
      expect(descriptor.id).toBe(`api.code.${kebabCase(name)}`);
    }
    for (const descriptor of serverMessages) {
      expect(CATALOGUES['en-US'][descriptor.id], descriptor.id).toBe(descriptor.defaultMessage);
      const english = argumentsOf(parse(descriptor.defaultMessage, { requiresOtherClause: true }));
      for (const locale of LOCALES) {
        const text = CATALOGUES[locale][descriptor.id];
        expect(text, `${locale} ${descriptor.id}`).toBeDefined();
        expect(
          argumentsOf(parse(text!, { requiresOtherClause: true })),
          `${locale} ${descriptor.id}`,
        ).toEqual(english);
        if (locale !== 'en-US')
          expect(text, `${locale} ${descriptor.id}`).not.toBe(descriptor.defaultMessage);
      }
    }
  });

  it('refusal() gives the code, the descriptor and 401 for the session codes', () => {
    const claimed = refusal('claimedByOther');
    expect([claimed.code, claimed.status, claimed.descriptor.id, claimed.message]).toEqual([
      17002,
      200,
      'api.code.claimed-by-other',
      'The post has been claimed by other users.',
    ]);
    expect([refusal('sessionMissing').status, refusal('sessionExpired').status]).toEqual([401, 401]);
    const drafts = refusal('draftLimit', { values: { max: 100 } });
    expect([drafts.code, drafts.message]).toEqual([
      ErrorCode.draftLimit,
      'You can keep at most 100 drafts; delete some first',
    ]);
    expect(new BusinessError(ErrorCode.claimLimit, claimMessages.limit, { max: 5 }).message).toBe(
      'Failed to claim. You can claim 5 posts at most.',
    );
  });
});

describe('formatMessage', () => {
  const claimLimit = (max: number) => ({ ...claimMessages.limit, values: { max } });

  it("writes a rule's descriptor in each locale, with that locale's plural categories", () => {
    expect([1, 5].map((max) => formatMessage('en-US', claimLimit(max)))).toEqual([
      'Failed to claim. You can claim 1 post at most.',
      'Failed to claim. You can claim 5 posts at most.',
    ]);
    expect(formatMessage('zh-Hans-CN', claimLimit(5))).toBe('领取失败。最多可领取 5 篇。');
    expect(formatMessage('id-ID', claimLimit(5))).toBe(
      'Gagal mengklaim. Anda dapat mengklaim maksimal 5 postingan.',
    );
    // Arabic: zero, one, two, few (3–10), many (11–99), other (100…).
    expect([0, 1, 2, 3, 11, 100].map((max) => formatMessage('ar-EG', claimLimit(max)))).toEqual([
      'فشلت المطالبة. يمكنك المطالبة بـ0 منشور كحد أقصى.',
      'فشلت المطالبة. يمكنك المطالبة بـمنشور واحد كحد أقصى.',
      'فشلت المطالبة. يمكنك المطالبة بـمنشورين كحد أقصى.',
      'فشلت المطالبة. يمكنك المطالبة بـ3 منشورات كحد أقصى.',
      'فشلت المطالبة. يمكنك المطالبة بـ11 منشورًا كحد أقصى.',
      'فشلت المطالبة. يمكنك المطالبة بـ100 منشور كحد أقصى.',
    ]);
  });

  it('writes Latin digits in Arabic, as everywhere in the product', () => {
    const drafts = { ...codeMessages.draftLimit, values: { max: 1250 } };
    expect(formatMessage('ar-EG', drafts)).toBe('يمكنك الاحتفاظ بـ1,250 مسودة كحد أقصى؛ احذف بعضها أولًا');
    expect(formatMessage('ar-EG', drafts)).not.toMatch(/[\u0660-\u0669]/u);
    expect(formatMessage('id-ID', drafts)).toBe(
      'Anda dapat menyimpan maksimal 1.250 draf; hapus beberapa terlebih dahulu',
    );
  });

  it("falls back to English, then to the descriptor's own text, and never throws", () => {
    const unknown = describeMessage(
      'forms.test.not-in-any-catalogue',
      'Only {n, plural, one {# thing} other {# things}} here',
    );
    expect(formatMessage('ar-EG', { ...unknown, values: { n: 2 } })).toBe('Only 2 things here');
    // A value missing: the unformatted text rather than a 500.
    expect(formatMessage('zh-Hans-CN', claimMessages.limit, {})).toBe('领取失败。最多可领取 5 篇。');
    expect(formatMessage('zh-Hans-CN', { id: 'api.none', defaultMessage: 'Hello {name}' })).toBe(
      'Hello {name}',
    );
  });
});

describe('a validation refusal', () => {
  it("keeps the field and the developer text, and writes a rule's part in the locale", () => {
    const rule = InvalidRequest.rule('nickname', {
      id: 'forms.nickname.length',
      defaultMessage: '',
      values: { min: 4, max: 24 },
    });
    expect(rule.message).toBe('nickname: The nickname must be 4 to 24 characters long');
    expect(rule.messageIn('ar-EG')).toBe('nickname: يجب أن يتكون الاسم المستعار من 4 إلى 24 حرفًا');
    expect(rule.messageIn('zh-Hans-CN')).toBe('nickname: 昵称长度须为 4 至 24 个字符');
    const plain = new InvalidRequest('body: malformed JSON');
    expect(plain.messageIn('ar-EG')).toBe('body: malformed JSON');
  });
});
