/** The control types the form engine registers by name (spec §3). */
export const CONTROL_TYPES = [
  'Boolean',
  'CalculationSummary',
  'CodeEditor',
  'Date',
  'DateTime',
  'Dropdown',
  'DualListbox',
  'File',
  'FormButton',
  'FormDashboard',
  'FormHeader',
  'FormLabel',
  'Hidden',
  'IconLookup',
  'JsonExpression',
  'Link',
  'LinkToInstance',
  'Lookup',
  'MultiLang',
  'MultiselectCheckbox',
  'MultiselectDropdown',
  'MultiselectLookup',
  'Numeric',
  'RadioGroup',
  'RelatedEntityPicker',
  'RichTextArea',
  'RichTextAreaMultiLang',
  'SentDocuments',
  'TextBox',
  'Time',
  'FormGrid',
  'ViewGrid',
] as const;

export type ControlType = (typeof CONTROL_TYPES)[number];

export function isControlType(name: string): name is ControlType {
  return (CONTROL_TYPES as readonly string[]).includes(name);
}
