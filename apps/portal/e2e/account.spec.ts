import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  chooseFiles,
  CONTRACT,
  DEMO,
  passReviews,
  PASSWORD,
  png,
  prepare,
  READER,
  recordBodies,
  SIGNED_OUT,
  signedInAs,
  signIn,
  tabTo,
  WRITER,
} from './helpers';

test.use({ storageState: signedInAs(WRITER) });
test.beforeEach(async ({ page }) => prepare(page));

const nicknameRow = (page: Page) =>
  page.locator('[data-slot="account-field-row"]').filter({ hasText: 'Nickname' });

test('the account page shows the account; /account opens it', CONTRACT, async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/info$/);
  const account = await apiGet<{ user_id: number; email: string }>(page, '/mp-api/v3/api/account');
  await expect(page.getByText(WRITER.email)).toBeVisible();
  await expect(page.getByText(String(account.user_id), { exact: true })).toBeVisible();
  await expect(page.getByText('United States')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account information' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('nickname: the rule before any call, 15001 beside the field, unchanged closes, a new one is sent and goes to review', async ({
  page,
}) => {
  const sent = recordBodies(page, 'PUT', '/user-api/web/mp_nickname');
  await page.goto('/account/info');
  const row = nicknameRow(page);
  // With the keyboard alone.
  await row.getByRole('button', { name: 'Edit Nickname' }).focus();
  await page.keyboard.press('Enter');
  const field = row.getByRole('textbox', { name: 'Nickname' });
  await expect(field).toBeFocused();
  await field.fill('abc');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row.getByText('The nickname must be 4 to 24 characters long')).toBeVisible();
  expect(sent).toEqual([]);

  await field.fill('𝒜𝒷𝒸𝒹𝑒𝒻𝑔𝒽𝒾𝒿𝓀𝓁𝓂𝓃𝑜𝓅𝓆𝓇𝓈𝓉𝓊𝓋𝓌𝓍𝓎');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('The nickname must be 4 to 24 characters long')).toBeVisible();
  expect(sent).toEqual([]);

  await field.fill(DEMO.name.toUpperCase());
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('This nickname is already taken')).toBeVisible();
  expect(sent).toEqual([{ nickname: DEMO.name.toUpperCase() }]);

  await field.fill(` ${WRITER.name} `);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveCount(0);
  expect(sent).toHaveLength(1);

  await row.getByRole('button', { name: 'Edit Nickname' }).click();
  await row.getByRole('textbox', { name: 'Nickname' }).fill('Plain Writer 二号');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('In review')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit Nickname' })).toHaveCount(0);
  expect(sent).toEqual([{ nickname: DEMO.name.toUpperCase() }, { nickname: 'Plain Writer 二号' }]);
  await expect(row).toContainText('Plain Writer 二号');

  // In review until the test says the review is over; then the nickname can be changed again.
  await passReviews(page);
  await page.reload();
  await expect(row.getByRole('button', { name: 'Edit Nickname' })).toBeVisible();
  await expect(row.getByText('In review')).toHaveCount(0);
  await expect(row).toContainText('Plain Writer 二号');
});

test.describe(() => {
  // A password change ends the account's other sessions: this test signs in for itself.
  test.use({ storageState: SIGNED_OUT });

  test('password: both passwords leave encrypted, a wrong current one is refused beside its field, success clears the form', async ({
    page,
  }) => {
    await signIn(page, READER.email);
    const sent = recordBodies(page, 'PUT', '/user-api/web/mp_password') as {
      old_password: string;
      new_password: string;
    }[];
    await page.goto('/account/password');
    await expect(page.getByRole('link', { name: 'Forgot your current password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );

    // With the keyboard alone.
    await page.getByRole('textbox', { name: 'Current password', exact: true }).focus();
    await page.keyboard.type('Wrong#2026');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // the show-password toggle
    await page.keyboard.type('Reader#2027');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Reader#2027');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The current password is wrong')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
    expect(sent).toHaveLength(2);
    for (const body of sent) {
      // RSA-OAEP of a 2048-bit key in base64, never the typed text.
      expect(body.old_password).toMatch(/^[A-Za-z0-9+/]{342}==$/);
      expect(body.new_password).toMatch(/^[A-Za-z0-9+/]{342}==$/);
      expect(JSON.stringify(body)).not.toContain('Reader#2027');
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
    }
    // Encrypted afresh each time.
    expect(sent[0]!.new_password).not.toBe(sent[1]!.new_password);

    // The server took the new password: change it back with it.
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Reader#2027');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed').last()).toBeVisible();
    await expect.poll(() => sent.length).toBe(3);
  });
});

test(
  'avatar: a GIF and a 3 MB image are refused before any signing; a PNG is cropped square, signed, stored and saved',
  CONTRACT,
  async ({ page }) => {
    const asked: string[] = [];
    const signings: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(data-api\/v2\/oss_sts|storage|user-api\/web\/mp_avatar)$/u.test(url.pathname))
        asked.push(`${request.method()} ${url.pathname}`);
      if (url.pathname === '/data-api/v2/oss_sts') signings.push(url.searchParams);
    });
    const saved = recordBodies(page, 'PUT', '/user-api/web/mp_avatar') as { url: string }[];
    await page.goto('/account/info');
    const row = page.locator('[data-slot="account-field-row"]').filter({ hasText: 'Avatar' });
    const before = await row
      .locator('[data-slot="avatar-image"]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await row.getByRole('button', { name: 'Edit Avatar' }).click();
    const pick = (file: { name: string; mimeType: string; buffer: Buffer }) =>
      chooseFiles(page, () => row.getByRole('button', { name: 'Choose image' }).click(), file);

    await pick({
      name: 'moving.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
    });
    await expect(row.getByRole('alert')).toHaveText('Only JPG, JPEG and PNG images can be used');
    await pick({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(row.getByRole('alert')).toHaveText('The image must be at most 2 MB');
    expect(asked).toEqual([]);

    // The storage endpoint fails: the message, and the old avatar stays. With the keyboard alone: the file
    // chooser, the crop dialog and the save.
    await page.route('**/storage', (route) => route.fulfill({ status: 500, body: 'down' }));
    await row.getByRole('button', { name: 'Choose image' }).focus();
    const picture = await png(page, 600, 400);
    await chooseFiles(page, () => page.keyboard.press('Enter'), {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await expect(crop).toBeVisible();
    await expect(crop.getByRole('radiogroup')).toHaveCount(0);
    await tabTo(page, crop.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(crop).toHaveCount(0);
    // The focus is back on the button that chose the picture, and Save is the next stop.
    await expect(row.getByRole('button', { name: 'Choose image' })).toBeFocused();
    await tabTo(page, row.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(row.getByText('Failed to upload the image, please try again')).toBeVisible();
    expect(saved).toEqual([]);
    await page.unroute('**/storage');

    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('In review')).toBeVisible();
    expect(saved).toHaveLength(1);
    // Signed with the file's hex SHA-256 and its extension.
    const signing = signings.at(-1)!;
    expect(signing.get('signature')).toMatch(/^[0-9a-f]{64}$/u);
    expect([signing.get('extension'), signing.get('scene'), signing.get('uploadType')]).toEqual([
      'png',
      'avatar',
      'image',
    ]);
    // The failed try: signed, stored twice (a 5xx is tried once more), nothing saved; then signed, stored, saved.
    expect(asked).toEqual([
      'GET /data-api/v2/oss_sts',
      'POST /storage',
      'POST /storage',
      'GET /data-api/v2/oss_sts',
      'POST /storage',
      'PUT /user-api/web/mp_avatar',
    ]);
    // The square the crop made, named with its size, stored under the account's avatar folder.
    expect(saved[0]!.url).toMatch(/\/storage\/avatar\/\d+\/[0-9a-f]+\/[0-9a-f]+_\d+_\d+\.png$/u);
    const [, width, height] = /_(\d+)_(\d+)\.png$/u.exec(saved[0]!.url)!;
    expect(width).toBe(height);
    await expect(row.locator('[data-slot="avatar-image"]')).toHaveAttribute('src', saved[0]!.url);
    expect(before).not.toContain(saved[0]!.url);
  },
);
