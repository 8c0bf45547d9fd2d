import { describe, expect, it } from 'vitest';
import translations from '../../translations/designer.json';
import { FORM_SCRIPT_API, FORM_SCRIPT_HOOKS } from './scriptApi';

describe('the form-script API the script panel offers', () => {
  it("lists the runtime's field-event hooks (decision 0046: onInput, onBlur) beside the others", () => {
    expect(FORM_SCRIPT_HOOKS).toEqual([
      'onLoad',
      'onInput',
      'onChange',
      'onBlur',
      'onBeforeSave',
      'onAfterSave',
      'onClose',
    ]);
  });

  it('completes every hook with its signature and a translated description', () => {
    const hooks = FORM_SCRIPT_API.filter((entry) => entry.type === 'function');
    expect(hooks.map((entry) => entry.label)).toEqual([...FORM_SCRIPT_HOOKS]);
    expect(hooks.find((entry) => entry.label === 'onInput')?.detail).toBe(
      'export function onInput(form, name, value)',
    );
    expect(hooks.find((entry) => entry.label === 'onBlur')?.detail).toBe(
      'export function onBlur(form, name, value)',
    );
    const texts = translations as Record<string, Record<string, string | null>>;
    for (const entry of FORM_SCRIPT_API) {
      expect(entry.detail).toBeTruthy();
      for (const language of ['en', 'sl', 'sr', 'de', 'bs', 'hr'])
        expect(texts[entry.infoKey]?.[language], `${entry.infoKey} ${language}`).toBeTruthy();
    }
  });
});
