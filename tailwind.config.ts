import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';

/**
 * The one home of the design tokens. Every package and app styles from it through
 * `@config` in its CSS entry (see packages/ui/src/styles/theme.css).
 */
export default {
  content: [],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd7ff',
          500: '#2f6fed',
          600: '#1f57d6',
          700: '#1a45ad',
        },
        ink: {
          DEFAULT: '#1d2129',
          muted: '#4e5969',
          subtle: '#6b7280',
          inverse: '#ffffff',
        },
        surface: {
          DEFAULT: '#ffffff',
          sunken: '#f5f6f8',
          raised: '#ffffff',
          overlay: 'rgb(15 23 42 / 0.55)',
        },
        line: { DEFAULT: '#e5e6eb', strong: '#c9cdd4' },
        danger: { 50: '#fff1f0', 500: '#e5484d', 600: '#c9252d', 700: '#a01b21' },
        warning: { 50: '#fff8e6', 500: '#f5a623', 700: '#8a5a00' },
        success: { 50: '#ecfbf1', 500: '#23a55a', 700: '#17703d' },
        // Status colours of the spec: scheduled and pending review pink, review failed red,
        // published green, offline grey.
        status: {
          pending: { bg: '#fde7f1', fg: '#a3195b' },
          failed: { bg: '#fdecec', fg: '#b42318' },
          published: { bg: '#e7f8ee', fg: '#146c3a' },
          offline: { bg: '#eef0f3', fg: '#475467' },
        },
      },
      fontFamily: {
        sans: [
          '"Noto Sans"',
          '"Noto Sans SC"',
          '"Noto Sans CJK SC"',
          '"Noto Sans Arabic"',
          'system-ui',
          'sans-serif',
        ],
        /* DejaVu Sans Mono first: it comes with fontconfig on Debian (CI installs it by name), so which other
           monospace fonts a machine happens to have (fonts-liberation, which Chromium recommends) cannot move
           the screenshots; Tailwind's default stack after it for everyone else. */
        mono: ['"DejaVu Sans Mono"', ...defaultTheme.fontFamily.mono],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
      },
      spacing: {
        'menu-wide': '360px',
        'menu-narrow': '136px',
      },
      borderRadius: {
        sm: '4px',
        DEFAULT: '6px',
        md: '8px',
        lg: '12px',
        xl: '16px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
        overlay: '0 12px 32px rgb(16 24 40 / 0.18)',
        focus: '0 0 0 3px rgb(47 111 237 / 0.45)',
      },
      // Every breakpoint in rem, as Tailwind's own: the CSS orders its media queries by value only within one unit
      // (a px breakpoint would come out before every rem one, and `sm:` would override `wide:`).
      screens: {
        // Below 640 px, a phone: the menu docks at the bottom of the screen (Tailwind's own `sm`, named here).
        sm: '40rem',
        // Below 1190 px the side menu narrows to 136.
        wide: '74.375rem',
      },
    },
  },
} satisfies Config;
