import { DEFAULT_VALIDATORS } from '../core/index';
import {
  createControlRegistry,
  type ControlDefinition,
  type ControlRegistry,
} from '../react/controlRegistry';
import { basicControlDefinitions } from './basicControls';
import { BooleanControl } from './Boolean/Boolean';
import { DateControl } from './Date/Date';
import { DateTimeControl } from './DateTime/DateTime';
import { Dropdown } from './Dropdown/Dropdown';
import { FileControl } from './File/File';
import { fileSettingsSchema } from './File/settings';
import { RadioGroupControl } from './RadioGroup/RadioGroup';
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
import { CalculationSummary } from './CalculationSummary/CalculationSummary';
import { calculationSummarySettingsSchema } from './CalculationSummary/settings';
import { SentDocuments } from './SentDocuments/SentDocuments';
import { sentDocumentsSettingsSchema } from './SentDocuments/settings';
import { multiselectSettingsSchema, multiselectValidator } from './MultiselectDropdown/settings';

/** The controls this package ships (issue 13 item 4); the other spec types come later. */
export const BUILTIN_CONTROLS: readonly ControlDefinition[] = [
  ...basicControlDefinitions({
    Boolean: BooleanControl,
    Date: DateControl,
    DateTime: DateTimeControl,
    Dropdown,
    RadioGroup: RadioGroupControl,
    Time: TimeControl,
  }),
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
  {
    type: 'CalculationSummary',
    Component: CalculationSummary,
    settingsSchema: calculationSummarySettingsSchema,
  },
  { type: 'SentDocuments', Component: SentDocuments, settingsSchema: sentDocumentsSettingsSchema },
];

/** The app-wide registry with the built-in controls; teams add theirs with `controlRegistry.register`. */
export const controlRegistry: ControlRegistry = createControlRegistry(BUILTIN_CONTROLS);
