import { describe, expect, it } from 'vitest';
import { formatMessageText, translate, type TranslationMap } from '@insulcalc/i18n/core';
import commonTexts from '@insulcalc/shell/translations/common.json';
import controlTexts from '../../../translations/controls.json';
import formTexts from '../../../translations/forms.json';
import type { FieldValidationInput } from '../model/fieldTypes';
import type { ValidationFailure, ValidationResult } from '../validation/validationResult';
import { controlSpecOf, specValidator } from './index';

type Texts = Record<string, Record<string, string | null>>;
const files: Texts[] = [commonTexts, controlTexts, formTexts] as Texts[];
const textsIn = (language: string): TranslationMap =>
  Object.fromEntries(
    files.flatMap((file) => Object.entries(file).map(([key, texts]) => [key, texts[language] ?? null])),
  );

const field = (settings: FieldValidationInput['settings']) => ({
  name: 'x',
  displayName: 'X',
  required: false,
  readonly: false,
  hidden: false,
  settings,
});

function failure(type: string, settings: FieldValidationInput['settings'], value: unknown) {
  const result: ValidationResult = specValidator(controlSpecOf(type))(field(settings), value);
  if (result.valid) throw new Error(`${type} accepted ${JSON.stringify(value)}`);
  return result.failure;
}

/** The browser (react-intl through `translate`) and the server (`formatMessageText`) alike. */
function bothWays(message: ValidationFailure, language: string) {
  const messages = textsIn(language);
  const { values } = message;
  const browser = translate(messages, message.key, values, language);
  const server = formatMessageText(messages[message.key] as string, values, language);
  expect(browser).toBe(server);
  return browser;
}

describe("control-spec validation messages give their numbers in the reader's format", () => {
  it('Numeric limits: German 0,001 and 12.345,5; English 0.001 and 12,345.5', () => {
    const below = failure('Numeric', { min: 0.001 }, 0);
    const above = failure('Numeric', { max: 12345.5 }, 20000);
    expect(bothWays(below, 'de')).toBe('Der Wert muss mindestens 0,001 sein.');
    expect(bothWays(above, 'de')).toBe('Der Wert darf höchstens 12.345,5 sein.');
    expect(bothWays(below, 'en')).toBe('The value must be at least 0.001.');
    expect(bothWays(above, 'en')).toBe('The value must be at most 12,345.5.');
    // Every decimal the setting can hold (15) is shown, none invented.
    expect(bothWays(failure('Numeric', { min: 0.123456789012345 }, 0), 'en')).toContain('0.123456789012345.');
  });

  it('counts and lengths are grouped the reader’s way too', () => {
    const long = failure('TextBox', { maxLength: 10000 }, 'x'.repeat(10001));
    expect(bothWays(long, 'de')).toContain('10.000');
    expect(bothWays(long, 'en')).toContain('10,000');
    const many = failure('MultiselectDropdown', { maxSelected: 1, options: [] }, ['a', 'b']);
    expect(bothWays(many, 'de')).toBe('Wählen Sie höchstens 1 aus.');
  });
});
