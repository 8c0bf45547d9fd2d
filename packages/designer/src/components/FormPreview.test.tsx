import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import translations from '../../translations/designer.json';
import type { DesignDefinition } from '../core/index';
import { FormPreview } from './FormPreview';

afterEach(cleanup);

const messages = (language: 'en' | 'de') =>
  Object.fromEntries(
    Object.entries(translations as Record<string, Record<string, string>>).map(([key, value]) => [
      key,
      value[language] ?? null,
    ]),
  );

const definition = (overrides: Record<string, unknown>) =>
  ({
    formName: 'Test',
    title: 'Test',
    sections: [{ name: 'General', elements: [{ name: 'Name', sortOrder: 10 }] }],
    elements: [{ name: 'Name', controlType: 'TextBox' }],
    ...overrides,
  }) as unknown as DesignDefinition;

describe('FormPreview', () => {
  it("lists an invalid definition's problems in the reader's words, not zod's English (decision 0039)", () => {
    render(
      <I18nProvider language="de" messages={messages('de')} isProduction={false}>
        <FormPreview
          definition={definition({
            title: 42,
            elements: [
              { name: 'Name', controlType: 'TextBox' },
              { name: 'Name', controlType: 'TextBox' },
            ],
          })}
          formId="Test"
          resolve={(text) => text}
        />
      </I18nProvider>,
    );
    const problems = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toContain('title: der Wert muss ein Text sein');
    expect(problems.join('\n')).not.toMatch(/Invalid input|expected string/);
  });
});
