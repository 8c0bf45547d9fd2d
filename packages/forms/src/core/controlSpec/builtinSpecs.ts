// The specs of the controls this package ships. The settings modules beside each control are
// React-free (zod and core only), so the server and the lean entry load them without React.
import { codeEditorSettingsSchema } from '../../controls/CodeEditor/settings';
import { dualListboxSettingsSchema } from '../../controls/DualListbox/settings';
import { fileSettingsSchema } from '../../controls/File/settings';
import { formButtonSettingsSchema } from '../../controls/FormButton/settings';
import { formDashboardSettingsSchema } from '../../controls/FormDashboard/settings';
import { formGridSettingsSchema, formGridValidator } from '../../controls/FormGrid/settings';
import { formHeaderSettingsSchema } from '../../controls/FormHeader/settings';
import { formLabelSettingsSchema } from '../../controls/FormLabel/settings';
import { hiddenSettingsSchema } from '../../controls/Hidden/settings';
import { iconLookupSettingsSchema, iconLookupValidator } from '../../controls/IconLookup/settings';
import { jsonExpressionSettingsSchema } from '../../controls/JsonExpression/settings';
import { calculationSummarySettingsSchema } from '../../controls/CalculationSummary/settings';
import { sentDocumentsSettingsSchema } from '../../controls/SentDocuments/settings';
import { linkSettingsSchema } from '../../controls/Link/settings';
import { lookupSettingsSchema, multiLookupSettingsSchema } from '../../controls/Lookup/settings';
import { multiLangSettingsSchema, multiLangValidator } from '../../controls/MultiLang/settings';
import { multiselectCheckboxSettingsSchema } from '../../controls/MultiselectCheckbox/settings';
import { multiselectSettingsSchema, multiselectValidator } from '../../controls/MultiselectDropdown/settings';
import { richTextSettingsSchema } from '../../controls/RichTextArea/settings';
import { richTextMultiLangSettingsSchema } from '../../controls/RichTextAreaMultiLang/settings';
import { viewGridSettingsSchema } from '../../controls/ViewGrid/settings';
import { DEFAULT_VALIDATORS } from '../model/validators';
import { BASIC_CONTROL_SPECS } from './basicSpecs';
import { createControlSpecRegistry, type ControlSpec, type ControlSpecRegistry } from './controlSpec';
import { BUILTIN_CONSISTENCY_CHECKS } from './consistencyChecks';
import { SETTING_DESCRIPTIONS } from './settingDescriptions';
import { BUILTIN_VALUE_SCHEMAS } from './valueSchemas';

// Every built-in type declares its value shape, and its consistency checks where it has any.
const spec = (entry: ControlSpec): ControlSpec => {
  const checks = BUILTIN_CONSISTENCY_CHECKS[entry.type];
  const valueSchema = BUILTIN_VALUE_SCHEMAS[entry.type];
  return {
    settings: SETTING_DESCRIPTIONS,
    ...(valueSchema ? { valueSchema } : {}),
    ...(checks ? { checkConsistency: checks } : {}),
    ...entry,
  };
};

// Built in functions called with pure annotations: a bundle that reads no spec (the lean entry,
// whose basic registry has its own set in basicSpecs.ts) leaves every schema and text out.
function builtinControlSpecs(): readonly ControlSpec[] {
  return [
    // The basic types' entries, with the designer's descriptions and the consistency checks.
    ...BASIC_CONTROL_SPECS.map(spec),
    spec({ type: 'Hidden', settingsSchema: hiddenSettingsSchema, defaultValue: null }),
    spec({ type: 'FormLabel', settingsSchema: formLabelSettingsSchema }),
    spec({ type: 'FormHeader', settingsSchema: formHeaderSettingsSchema }),
    spec({ type: 'FormButton', settingsSchema: formButtonSettingsSchema }),
    spec({ type: 'Link', settingsSchema: linkSettingsSchema }),
    spec({ type: 'File', settingsSchema: fileSettingsSchema, defaultValue: null }),
    spec({ type: 'ViewGrid', settingsSchema: viewGridSettingsSchema }),
    spec({ type: 'Lookup', settingsSchema: lookupSettingsSchema, defaultValue: null }),
    spec({ type: 'MultiselectLookup', settingsSchema: multiLookupSettingsSchema, defaultValue: [] }),
    spec({ type: 'LinkToInstance', settingsSchema: lookupSettingsSchema, defaultValue: null }),
    spec({ type: 'RelatedEntityPicker', settingsSchema: multiLookupSettingsSchema, defaultValue: [] }),
    spec({ type: 'RichTextArea', settingsSchema: richTextSettingsSchema, defaultValue: '' }),
    spec({ type: 'CodeEditor', settingsSchema: codeEditorSettingsSchema, defaultValue: '' }),
    spec({
      type: 'JsonExpression',
      settingsSchema: jsonExpressionSettingsSchema,
      validator: DEFAULT_VALIDATORS.JsonExpression,
      defaultValue: null,
    }),
    spec({
      type: 'RichTextAreaMultiLang',
      settingsSchema: richTextMultiLangSettingsSchema,
      defaultValue: null,
    }),
    spec({
      type: 'MultiselectDropdown',
      settingsSchema: multiselectSettingsSchema,
      validator: multiselectValidator,
      defaultValue: [],
    }),
    spec({
      type: 'MultiselectCheckbox',
      settingsSchema: multiselectCheckboxSettingsSchema,
      validator: multiselectValidator,
      defaultValue: [],
    }),
    spec({
      type: 'DualListbox',
      settingsSchema: dualListboxSettingsSchema,
      validator: multiselectValidator,
      defaultValue: [],
    }),
    spec({
      type: 'MultiLang',
      settingsSchema: multiLangSettingsSchema,
      validator: multiLangValidator,
      defaultValue: null,
    }),
    spec({
      type: 'IconLookup',
      settingsSchema: iconLookupSettingsSchema,
      validator: iconLookupValidator,
      defaultValue: null,
    }),
    spec({
      type: 'FormGrid',
      settingsSchema: formGridSettingsSchema,
      validator: formGridValidator,
      defaultValue: [],
    }),
    spec({ type: 'FormDashboard', settingsSchema: formDashboardSettingsSchema }),
    // A record's calculation reference shown as readable rows; its value is kept as loaded.
    spec({
      type: 'CalculationSummary',
      settingsSchema: calculationSummarySettingsSchema,
      defaultValue: null,
    }),
    spec({ type: 'SentDocuments', settingsSchema: sentDocumentsSettingsSchema }),
  ];
}

export const BUILTIN_CONTROL_SPECS: readonly ControlSpec[] = /* @__PURE__ */ builtinControlSpecs();

/**
 * The app-wide spec registry: a team's control type is one `controlSpecs.register(...)` away from
 * being validated in the browser and on the server alike.
 */
export const controlSpecs: ControlSpecRegistry =
  /* @__PURE__ */ createControlSpecRegistry(BUILTIN_CONTROL_SPECS);

export const registerControlSpec = (entry: ControlSpec): (() => void) => controlSpecs.register(entry);
export const controlSpecOf = (type: string): ControlSpec | undefined => controlSpecs.get(type);
