import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider, useI18n } from './react';

const MESSAGES = {
  Demo_Calculations: '{count, plural, =0 {No calculations} one {# calculation} other {# calculations}}',
  Demo_Greeting: 'Hello, {name}!',
};

const SAMPLE_DATE = new Date(Date.UTC(2026, 10, 23, 14, 5));

function Formats() {
  const i18n = useI18n();
  const rows: [string, string][] = [
    ['Language', i18n.language],
    ['Number, 2 decimals', i18n.formatNumber(1234567.891, 2)],
    ['Number, no decimals', i18n.formatNumber(-0.4, 0)],
    ['Date', i18n.formatDate(SAMPLE_DATE)],
    ['Date and time', i18n.formatDate(SAMPLE_DATE, { type: 'dateTime' })],
    ['Plural (0)', i18n.t('Demo_Calculations', { count: 0 }) ?? ''],
    ['Plural (1)', i18n.t('Demo_Calculations', { count: 1 }) ?? ''],
    ['Plural (5)', i18n.t('Demo_Calculations', { count: 5 }) ?? ''],
    ['Argument', i18n.t('Demo_Greeting', { name: 'Ana' }) ?? ''],
    ['Multi-language value', i18n.resolveMultiLang({ en: 'Steel pipe', de: 'Stahlrohr', sl: 'Jeklena cev' })],
  ];
  return (
    <table style={{ margin: 16, borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>Formats of {i18n.language}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
              {label}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Demo({ language }: { language: string }) {
  return (
    <I18nProvider language={language} messages={MESSAGES}>
      <Formats />
    </I18nProvider>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'I18n/Provider formats',
  component: Demo,
  argTypes: { language: { control: 'select', options: ['en', 'de', 'sl', 'sr', 'hr', 'bs'] } },
};
export default meta;
type Story = StoryObj<typeof Demo>;

/** Numbers, dates, ICU plurals and multi-language values as the provider formats them. */
export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const Slovenian: Story = { args: { language: 'sl' } };
export const Serbian: Story = { args: { language: 'sr' } };
