import { DEFAULT_VALIDATORS } from '../core/index';
import {
  createControlRegistry,
  type ControlDefinition,
  type ControlRegistry,
} from '../react/controlRegistry';
import { BooleanControl } from './Boolean/Boolean';
import { booleanSettingsSchema } from './Boolean/settings';
import { DateControl } from './Date/Date';
import { dateSettingsSchema } from './Date/settings';
import { DateTimeControl } from './DateTime/DateTime';
import { Dropdown } from './Dropdown/Dropdown';
import { dropdownSettingsSchema } from './Dropdown/settings';
import { FileControl } from './File/File';
import { fileSettingsSchema } from './File/settings';
import { FormButton } from './FormButton/FormButton';
import { formButtonSettingsSchema } from './FormButton/settings';
import { FormHeader } from './FormHeader/FormHeader';
import { formHeaderSettingsSchema } from './FormHeader/settings';
import { FormLabel } from './FormLabel/FormLabel';
import { formLabelSettingsSchema } from './FormLabel/settings';
import { HiddenControl } from './Hidden/Hidden';
import { hiddenSettingsSchema } from './Hidden/settings';
import { LinkControl } from './Link/Link';
import { linkSettingsSchema } from './Link/settings';
import { Numeric } from './Numeric/Numeric';
import { numericSettingsSchema, numericValidator } from './Numeric/settings';
import { RadioGroupControl } from './RadioGroup/RadioGroup';
import { radioGroupSettingsSchema } from './RadioGroup/settings';
import { TextBox, renderTextBox } from './TextBox/TextBox';
import { textBoxSettingsSchema } from './TextBox/settings';
import { TimeControl } from './Time/Time';
import { LazyViewGridControl } from './ViewGrid/LazyViewGrid';
import {
  LazyLinkToInstance,
  LazyLookup,
  LazyMultiselectLookup,
  LazyRelatedEntityPicker,
} from './Lookup/lazyLookups';
import { lookupSettingsSchema, multiLookupSettingsSchema } from './Lookup/settings';
import { viewGridSettingsSchema } from './ViewGrid/settings';
import { CodeEditorControl } from './CodeEditor/CodeEditor';
import { codeEditorSettingsSchema } from './CodeEditor/settings';
import { JsonExpression } from './JsonExpression/JsonExpression';
import { jsonExpressionSettingsSchema } from './JsonExpression/settings';
import { RichTextArea } from './RichTextArea/RichTextArea';
import { richTextSettingsSchema } from './RichTextArea/settings';
import { RichTextAreaMultiLang } from './RichTextAreaMultiLang/RichTextAreaMultiLang';
import { richTextMultiLangSettingsSchema } from './RichTextAreaMultiLang/settings';

import { DualListbox } from './DualListbox/DualListbox';
import { dualListboxSettingsSchema } from './DualListbox/settings';
import { FormDashboard } from './FormDashboard/FormDashboard';
import { formDashboardSettingsSchema } from './FormDashboard/settings';
import { FormGrid } from './FormGrid/FormGrid';
import { formGridSettingsSchema, formGridValidator } from './FormGrid/settings';
import { IconLookup } from './IconLookup/IconLookup';
import { iconLookupSettingsSchema, iconLookupValidator } from './IconLookup/settings';
import { MultiLang } from './MultiLang/MultiLang';
import { multiLangSettingsSchema, multiLangValidator } from './MultiLang/settings';
import { MultiselectCheckbox } from './MultiselectCheckbox/MultiselectCheckbox';
import { multiselectCheckboxSettingsSchema } from './MultiselectCheckbox/settings';
import { MultiselectDropdown } from './MultiselectDropdown/MultiselectDropdown';
import { multiselectSettingsSchema, multiselectValidator } from './MultiselectDropdown/settings';

/** The controls this package ships (issue 13 item 4); the other spec types come later. */
export const BUILTIN_CONTROLS: readonly ControlDefinition[] = [
  {
    type: 'TextBox',
    Component: TextBox,
    render: renderTextBox,
    settingsSchema: textBoxSettingsSchema,
    validator: DEFAULT_VALIDATORS.TextBox,
  },
  { type: 'Numeric', Component: Numeric, settingsSchema: numericSettingsSchema, validator: numericValidator },
  { type: 'Boolean', Component: BooleanControl, settingsSchema: booleanSettingsSchema, ownLabel: true },
  { type: 'Dropdown', Component: Dropdown, settingsSchema: dropdownSettingsSchema },
  { type: 'RadioGroup', Component: RadioGroupControl, settingsSchema: radioGroupSettingsSchema },
  { type: 'Date', Component: DateControl, settingsSchema: dateSettingsSchema },
  { type: 'DateTime', Component: DateTimeControl, settingsSchema: dateSettingsSchema },
  { type: 'Time', Component: TimeControl, settingsSchema: dateSettingsSchema },
  { type: 'Hidden', Component: HiddenControl, settingsSchema: hiddenSettingsSchema, bare: true },
  { type: 'FormLabel', Component: FormLabel, settingsSchema: formLabelSettingsSchema, ownLabel: true },
  { type: 'FormHeader', Component: FormHeader, settingsSchema: formHeaderSettingsSchema, ownLabel: true },
  { type: 'FormButton', Component: FormButton, settingsSchema: formButtonSettingsSchema, ownLabel: true },
  { type: 'Link', Component: LinkControl, settingsSchema: linkSettingsSchema, ownLabel: true },
  { type: 'File', Component: FileControl, settingsSchema: fileSettingsSchema },
  { type: 'ViewGrid', Component: LazyViewGridControl, settingsSchema: viewGridSettingsSchema },
  { type: 'Lookup', Component: LazyLookup, settingsSchema: lookupSettingsSchema },
  { type: 'MultiselectLookup', Component: LazyMultiselectLookup, settingsSchema: multiLookupSettingsSchema },
  { type: 'LinkToInstance', Component: LazyLinkToInstance, settingsSchema: lookupSettingsSchema },
  {
    type: 'RelatedEntityPicker',
    Component: LazyRelatedEntityPicker,
    settingsSchema: multiLookupSettingsSchema,
  },
  { type: 'RichTextArea', Component: RichTextArea, settingsSchema: richTextSettingsSchema },
  { type: 'CodeEditor', Component: CodeEditorControl, settingsSchema: codeEditorSettingsSchema },
  {
    type: 'JsonExpression',
    Component: JsonExpression,
    settingsSchema: jsonExpressionSettingsSchema,
    validator: DEFAULT_VALIDATORS.JsonExpression,
  },
  {
    type: 'RichTextAreaMultiLang',
    Component: RichTextAreaMultiLang,
    settingsSchema: richTextMultiLangSettingsSchema,
  },
  {
    type: 'MultiselectDropdown',
    Component: MultiselectDropdown,
    settingsSchema: multiselectSettingsSchema,
    validator: multiselectValidator,
  },
  {
    type: 'MultiselectCheckbox',
    Component: MultiselectCheckbox,
    settingsSchema: multiselectCheckboxSettingsSchema,
    validator: multiselectValidator,
  },
  {
    type: 'DualListbox',
    Component: DualListbox,
    settingsSchema: dualListboxSettingsSchema,
    validator: multiselectValidator,
  },
  {
    type: 'MultiLang',
    Component: MultiLang,
    settingsSchema: multiLangSettingsSchema,
    validator: multiLangValidator,
  },
  {
    type: 'IconLookup',
    Component: IconLookup,
    settingsSchema: iconLookupSettingsSchema,
    validator: iconLookupValidator,
  },
  {
    type: 'FormGrid',
    Component: FormGrid,
    settingsSchema: formGridSettingsSchema,
    validator: formGridValidator,
  },
  { type: 'FormDashboard', Component: FormDashboard, settingsSchema: formDashboardSettingsSchema },
];

/** The app-wide registry with the built-in controls; teams add theirs with `controlRegistry.register`. */
export const controlRegistry: ControlRegistry = createControlRegistry(BUILTIN_CONTROLS);
