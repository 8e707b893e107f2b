import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onThePhone, screen } from '../../stories/screen';
import ExceptionPage from './exception-page';

/** The address the redirect display mode builds: `/exception?errorCode=&errorMessage=`. */
const exceptionAt = (code: string, message: string) =>
  `/exception?${new URLSearchParams({ errorCode: code, errorMessage: message }).toString()}`;

const meta = {
  title: 'Screens/Exception',
  component: ExceptionPage,
  tags: ['!autodocs'],
  ...screen({ path: exceptionAt('17001', 'You can claim up to 5 posts at a time'), signedIn: false }),
} satisfies Meta<typeof ExceptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message and its code, as the redirect carried them. */
export const WithMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You can claim up to 5 posts at a time')).toBeVisible();
    await expect(canvas.getByText(/17001/)).toBeVisible();
  },
};

/** The server's message on a 360 px phone. */
export const Phone: Story = onThePhone(WithMessage);

/** Opened without a code or a message: the title alone. */
export const WithoutDetails: Story = {
  parameters: { screen: { path: '/exception' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText(/\d{3,}/)).toBeNull();
  },
};

/** A long message from the server in Arabic, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  parameters: {
    screen: {
      path: exceptionAt(
        '14003',
        'تعذر إكمال طلبك لأن حسابك موقوف مؤقتا عن النشر بسبب بلاغات متكررة، يرجى التواصل مع خدمة العملاء لمعرفة التفاصيل والمدة المتبقية',
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/14003/)).toBeVisible();
  },
};

/** A long message from the server in Chinese. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  parameters: {
    screen: {
      path: exceptionAt(
        '14003',
        '由于您的账号因多次被举报而暂时无法发布内容，本次请求未能完成。请联系平台客服了解具体原因以及剩余的限制时间。',
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/14003/)).toBeVisible();
  },
};
