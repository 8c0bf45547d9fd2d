import type { StoryObj } from '@storybook/react-vite';
import type { FormElementInput, JsonValue } from '../core/index';
import type { ControlStory } from '../react/StoryForm';

export type ControlStoryObj = StoryObj<typeof ControlStory>;

/** The languages whose number and date notation the format stories show (decimal point, decimal comma). */
export const FORMAT_LANGUAGES = ['en', 'de', 'sl'] as const;

export interface ControlMatrixOptions {
  /** The value of the filled, read-only, invalid and format stories. */
  filled: JsonValue;
  /** Texts of the invalid stories (they are shown as the server would send them). */
  messages?: { error?: string; warning?: string; info?: string };
  /** Story args beside the element, e.g. the record a record control reads (`{ entityId }`). */
  args?: Omit<NonNullable<ControlStoryObj['args']>, 'elements'>;
}

/** The stories every control type has (issue 14 item 7), keyed by their export names. */
export interface ControlMatrix {
  Empty: ControlStoryObj;
  Filled: ControlStoryObj;
  ReadOnly: ControlStoryObj;
  BorderlessReadOnly: ControlStoryObj;
  InvalidError: ControlStoryObj;
  InvalidWarning: ControlStoryObj;
  InvalidInfo: ControlStoryObj;
  FormatsEnglish: ControlStoryObj;
  FormatsGerman: ControlStoryObj;
  FormatsSlovenian: ControlStoryObj;
}

/**
 * Builds the state matrix of one control type from one element: empty, filled, read-only,
 * borderless read-only, invalid with an error, a warning and an info, and the filled value in
 * the notation of English (1,234.5; decimal point), German and Slovenian (1.234,5; decimal comma).
 * A story file re-exports each entry (CSF needs static names):
 *
 *   const matrix = controlMatrix({ name: 'Thickness', controlType: 'Numeric', … }, { filled: 1234.5 });
 *   export const Empty = matrix.Empty; …
 */
export function controlMatrix(element: FormElementInput, options: ControlMatrixOptions): ControlMatrix {
  const base: FormElementInput = { ...element, value: null };
  const filled: FormElementInput = { ...element, value: options.filled };
  const story = (element: FormElementInput, language?: string): ControlStoryObj => ({
    args: { ...options.args, elements: [element] },
    ...(language ? { globals: { language } } : {}),
  });
  const messages = {
    error: 'This value is not accepted.',
    warning: 'Check this value before you save.',
    info: 'This value is used by the offer.',
    ...options.messages,
  };
  return {
    Empty: story(base),
    Filled: story(filled),
    ReadOnly: story({ ...filled, readonly: true }),
    BorderlessReadOnly: story({ ...filled, readonly: true, enableBorderlessReadonly: true }),
    InvalidError: story({ ...filled, validationError: messages.error }),
    InvalidWarning: story({ ...filled, validationWarning: messages.warning }),
    InvalidInfo: story({ ...filled, validationInfo: messages.info }),
    FormatsEnglish: story(filled, 'en'),
    FormatsGerman: story(filled, 'de'),
    FormatsSlovenian: story(filled, 'sl'),
  };
}
