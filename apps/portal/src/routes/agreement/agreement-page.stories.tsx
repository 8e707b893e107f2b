import { apiMessages } from '@creator/api/client/errors';
import { fixtures } from '@creator/api/mocks/fixtures';
import { neverAnswers } from '@creator/api/mocks/handlers';
import { AGREEMENT_URL_KEYS, type AgreementKind } from '@creator/api/schemas/agreements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { localized, onThePhone, screen } from '../../stories/screen';
import AgreementPage from './agreement-page';

/*
 * The agreements are not routes of the contract table: the configuration names their addresses and the page
 * fetches their HTML from there. So the handlers are written here, on those addresses; the HTML is untrusted
 * until the page has sanitised it, hence the script and the handler attribute in it.
 */
const AGREEMENT_HTML: Record<AgreementKind, string> = {
  privacy: [
    '<h1>Privacy policy</h1>',
    '<p>This policy says which data the creator portal keeps about you, why, and for how long.</p>',
    '<h2>What we keep</h2>',
    '<ul><li>Your account: email, nickname and avatar.</li><li>What you publish, and when.</li>',
    '<li>In your browser: your session, your language and your cookie choice.</li></ul>',
    '<h2>Your rights</h2>',
    '<p>You can ask for a copy of your data, or for its deletion, at <a href="mailto:privacy@creator.test">privacy@creator.test</a>.</p>',
    `<script>alert('xss')</script><img src="x" onerror="alert('xss')">`,
  ].join(''),
  service: [
    '<h1>Terms of service</h1>',
    '<p>By publishing on the portal you agree to these terms and to the community rules.</p>',
    '<ol><li>Publish only what you have the right to publish.</li><li>No spam, no misleading titles.</li>',
    '<li>Content that breaks the rules is taken offline, and repeated breaks suspend posting.</li></ol>',
  ].join(''),
  cookie: [
    '<h1>Cookie policy</h1>',
    '<p>The portal keeps only what it needs to work: your session, your language and this choice.</p>',
  ].join(''),
};

const LONG_ARABIC_HTML = [
  '<h1>سياسة الخصوصية لبوابة صناع المحتوى وكل ما يتعلق بالبيانات التي نحتفظ بها عنك ولماذا</h1>',
  '<p>توضح هذه السياسة البيانات التي تحتفظ بها بوابة صناع المحتوى عنك، وسبب الاحتفاظ بها، والمدة التي نحتفظ بها خلالها، وكيف يمكنك أن تطلب نسخة منها أو حذفها في أي وقت تشاء.</p>',
  '<h2>ما الذي نحتفظ به</h2>',
  '<ul><li>حسابك: البريد الإلكتروني والاسم المستعار والصورة الرمزية.</li><li>ما تنشره، ومتى نشرته، وعدد مرات مشاهدته وقراءته.</li><li>في متصفحك: جلستك ولغتك واختيارك بشأن ملفات تعريف الارتباط.</li></ul>',
  '<p>للاستفسار: <a href="mailto:privacy@creator.test">privacy@creator.test</a></p>',
].join('');

const LONG_CHINESE_HTML = [
  '<h1>创作者平台隐私政策：我们保存哪些关于您的数据、为什么保存以及保存多长时间的完整说明</h1>',
  '<p>本政策说明创作者平台保存哪些关于您的数据、保存的原因和期限，以及您如何随时申请获取这些数据的副本或要求删除这些数据。</p>',
  '<h2>我们保存的内容</h2>',
  '<ul><li>您的账号：电子邮箱、昵称和头像。</li><li>您发布的内容、发布时间以及浏览量和阅读量。</li><li>在您的浏览器中：您的登录状态、语言以及您对 Cookie 的选择。</li></ul>',
  '<p>如有疑问，请联系 <a href="mailto:privacy@creator.test">privacy@creator.test</a></p>',
].join('');

const webApi = fixtures.config.community_config.web_api;

/** The agreement of `kind` at the address the configuration gives, answered by `resolve`. */
function agreementAt(kind: AgreementKind, resolve: () => Response | Promise<Response>): HttpHandler {
  return http.get(`*${webApi[AGREEMENT_URL_KEYS[kind]] ?? `/no-${kind}-agreement`}`, resolve);
}

/** Every agreement answering its HTML: the default of these stories. */
const agreements = (Object.keys(AGREEMENT_HTML) as AgreementKind[]).map((kind) =>
  agreementAt(kind, () => HttpResponse.html(AGREEMENT_HTML[kind])),
);

const meta = {
  title: 'Screens/Agreement',
  component: AgreementPage,
  tags: ['!autodocs'],
  ...screen({ path: '/agreement/privacy', route: '/agreement/:kind', signedIn: false }, agreements),
} satisfies Meta<typeof AgreementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function articleShown(canvasElement: HTMLElement, heading: string) {
  await waitFor(() => expect(canvasElement.querySelector('article h1')).toHaveTextContent(heading));
  // The sanitiser kept the text and the link, and dropped the script and the handler.
  await expect(canvasElement.querySelector('article script, article [onerror]')).toBeNull();
}

/** The privacy policy as the configuration's address answers it, sanitised. */
export const Privacy: Story = {
  play: async ({ canvasElement }) => {
    await articleShown(canvasElement, 'Privacy policy');
  },
};

/** On a 360 px phone: the policy's text the whole width. */
export const Phone: Story = onThePhone(Privacy);

export const Service: Story = {
  parameters: { screen: { path: '/agreement/service' } },
  play: async ({ canvasElement }) => {
    await articleShown(canvasElement, 'Terms of service');
  },
};

/** The agreement's HTML on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      agreementAt('privacy', async () => {
        await delay('infinite');
        return HttpResponse.html('');
      }),
    ),
};

/** The configuration (and so the agreement's address) on its way. */
export const ConfigurationLoading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('getConfigBatch')),
};

/**
 * The agreement's address answers HTTP 500 (or, on another origin, sends no CORS): said once, in place of the
 * text, with a retry and a link that opens the document on its own page.
 */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(agreementAt('privacy', () => new HttpResponse('', { status: 500 }))),
  play: async ({ canvasElement }) => {
    // Never a spinner that does not end.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="error-retry"]')).toHaveTextContent(
        localized(apiMessages.requestError),
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(canvasElement.querySelector('main a[target="_blank"]')).toHaveAttribute(
      'href',
      webApi.privacy_agreement_url,
    );
  },
};

/** An address with no such agreement: the not-found page. */
export const UnknownKind: Story = {
  parameters: { screen: { path: '/agreement/refunds' } },
};

/** A long Arabic policy, right to left. */
export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  beforeEach: ({ msw }) => msw.use(agreementAt('privacy', () => HttpResponse.html(LONG_ARABIC_HTML))),
  play: async ({ canvasElement }) => {
    await articleShown(canvasElement, 'سياسة الخصوصية');
  },
};

/** A long Chinese policy. */
export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  beforeEach: ({ msw }) => msw.use(agreementAt('privacy', () => HttpResponse.html(LONG_CHINESE_HTML))),
  play: async ({ canvasElement }) => {
    await articleShown(canvasElement, '创作者平台隐私政策');
  },
};
