import { fixtures } from '@creator/api/mocks/fixtures';
import { answer, businessError, neverAnswers } from '@creator/api/mocks/handlers';
import { ErrorCode } from '@creator/domain/error-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedInPlace, failsTwice } from '../../stories/load-error';
import { localized, onThePhone, screen } from '../../stories/screen';
import AccountInfoPage from './info-page';
import { infoMessages as messages } from './profile-state';

const meta = {
  title: 'Screens/Account information',
  component: AccountInfoPage,
  tags: ['!autodocs'],
  ...screen({ path: '/account/info' }),
} satisfies Meta<typeof AccountInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('[data-slot="account-field-row"]');
const row = (root: HTMLElement, label: string) =>
  [...rows(root)].find(
    (element) => element.querySelector('[data-slot="account-field-row-label"]')?.textContent === label,
  )!;

/** Opens the nickname's editor, types `text` in place of the nickname and saves; gives the row. */
async function saveNickname(canvasElement: HTMLElement, text: string) {
  await shown(canvasElement, fixtures.account.screen_name);
  const nickname = within(row(canvasElement, localized(messages.nickname)));
  await userEvent.click(nickname.getByRole('button', { name: /./u }));
  const input = nickname.getByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(
    nickname.getByRole('button', {
      name: localized({ id: 'ui.account-field-row.save', defaultMessage: 'Save' }),
    }),
  );
  return nickname;
}

async function shown(canvasElement: HTMLElement, name: string) {
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(5));
  await expect(row(canvasElement, localized(messages.nickname))).toHaveTextContent(name);
}

/** The account: nickname and avatar editable, the rest to read. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.account.screen_name);
    await expect(canvasElement).toHaveTextContent(fixtures.account.email);
  },
};

/** On a 360 px phone: each field's label over its value and its action. */
export const Phone: Story = onThePhone(Filled);

/** The account on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getAccount')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The account failed to load: the reason and a retry. */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(...failsTwice('getAccount')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await failedInPlace(canvasElement));
    await shown(canvasElement, fixtures.account.screen_name);
  },
};

/** Editing the nickname: the rule's message before any call. */
export const NicknameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const nickname = await saveNickname(canvasElement, 'abc');
    await waitFor(() => expect(nickname.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
    // The field takes the focus back, for another try.
    await expect(nickname.getByRole('textbox')).toHaveFocus();
  },
};

/** A nickname someone else holds: the server's 15001 message beside the field, the editor still open. */
export const NicknameTaken: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessError('updateNickname', ErrorCode.nicknameTaken, 'This nickname is already taken')),
  play: async ({ canvasElement }) => {
    const nickname = await saveNickname(canvasElement, 'Plain Writer');
    await waitFor(() => expect(nickname.getByText('This nickname is already taken')).toBeVisible());
    await waitFor(() => expect(nickname.getByRole('textbox')).toHaveFocus());
  },
};

/** A long Arabic nickname in review, no change left, and a failed avatar review; right to left. */
export const InReviewLongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongArabic)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.accountLongArabic.screen_name);
    await expect(row(canvasElement, localized(messages.nickname))).toHaveAttribute('data-state', 'in-review');
    await expect(canvasElement.querySelector('[data-testid="review-failed"]')).not.toBeNull();
  },
};

/** A long Chinese nickname. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(answer('getAccount', fixtures.accountLongChinese)),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.accountLongChinese.screen_name);
  },
};

/** No change left this month: editing is disabled, with the reason. */
export const NoChangesLeft: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer('getAccount', {
        ...fixtures.account,
        screen_name_ext: { audit_status: 2, modified: false },
        avatar_ext: { audit_status: 2, modified: false },
      }),
    ),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, fixtures.account.screen_name);
    await expect(row(canvasElement, localized(messages.nickname))).toHaveAttribute('data-state', 'exhausted');
  },
};
