import type { SettingDescription } from './controlSpec';

const described = (key: string): SettingDescription => ({
  label: `Designer_Setting_${key}`,
  help: `Designer_Setting_${key}_Help`,
});
const advanced = (key: string): SettingDescription => ({ ...described(key), advanced: true });

/**
 * The settings the built-in controls share, by name: one text per setting however many controls
 * take it. Settings that wire the form to the back end (conditions, routes, workflow hooks) are
 * advanced; the rest is what a form author adjusts daily.
 */
export const SETTING_DESCRIPTIONS: Readonly<Record<string, SettingDescription>> = {
  placeholder: described('placeholder'),
  maxLength: described('maxLength'),
  pattern: described('pattern'),
  invalidPatternMessage: described('invalidPatternMessage'),
  type: described('type'),
  multiline: described('multiline'),
  rows: described('rows'),
  minRows: described('minRows'),
  maxRows: described('maxRows'),
  autofocus: described('autofocus'),
  autocomplete: advanced('autocomplete'),
  min: described('min'),
  max: described('max'),
  decimals: described('decimals'),
  useGrouping: described('useGrouping'),
  options: described('options'),
  orientation: described('orientation'),
  minSelected: described('minSelected'),
  maxSelected: described('maxSelected'),
  languages: described('languages'),
  requireAllLanguages: described('requireAllLanguages'),
  accept: described('accept'),
  maxSize: described('maxSize'),
  multiple: described('multiple'),
  pageSize: described('pageSize'),
  enableEditInDialog: advanced('enableEditInDialog'),
  workflowComment: advanced('workflowComment'),
};
