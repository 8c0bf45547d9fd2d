import { describe, expect, it } from 'vitest';
import { validationField } from '../controls/testing';
import { controlRegistry } from '../controls/builtinControls';
import { VALID, type ValidationResult } from '../core/index';

const field = (_controlType: string, settings: Record<string, unknown> = {}) => validationField(settings);
const failureKey = (result: ValidationResult) => (result.valid ? null : result.failure.key);

describe('controlRegistry.validators', () => {
  it("chains the shared spec's check before a component's own validator, so the browser refuses what the server refuses", () => {
    const validators = controlRegistry.validators();
    // multiselectValidator alone reads an object as "nothing chosen" and lets it through.
    expect(failureKey(validators.MultiselectDropdown!(field('MultiselectDropdown'), { a: 1 }))).toBe(
      'DynamicForm_InvalidValue',
    );
    // The component's own rule still applies behind the spec.
    const options = [{ value: 'a' }, { value: 'b' }];
    expect(
      failureKey(
        validators.MultiselectDropdown!(field('MultiselectDropdown', { options, maxSelected: 1 }), [
          'a',
          'b',
        ]),
      ),
    ).toBe('Multiselect_TooMany');
    expect(validators.MultiselectDropdown!(field('MultiselectDropdown', { options }), ['a'])).toEqual(VALID);
  });
});
