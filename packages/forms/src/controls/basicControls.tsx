import { Suspense, lazy, type ComponentType } from 'react';
import { createBasicControlSpecRegistry } from '../core/index';
import {
  createControlRegistryOver,
  type ControlDefinition,
  type ControlProps,
  type ControlRegistry,
} from '../react/controlRegistry';
import { booleanSettingsSchema } from './Boolean/settings';
import { dateSettingsSchema } from './Date/settings';
import { dropdownSettingsSchema } from './Dropdown/settings';
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
import { numericSettingsSchema } from './Numeric/settings';
import { radioGroupSettingsSchema } from './RadioGroup/settings';
import { TextBox, renderTextBox } from './TextBox/TextBox';
import { textBoxSettingsSchema } from './TextBox/settings';

/**
 * A control whose code (react-aria's checkbox, select, radio group and date fields) loads when a
 * form first renders one for real; in a large form that is when its cell comes near the viewport.
 */
function lazyControl(load: () => Promise<ComponentType<ControlProps>>): ComponentType<ControlProps> {
  const Module = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyControl(props: ControlProps) {
    return (
      <Suspense fallback={<div className="ic-input" aria-busy="true" />}>
        <Module {...props} />
      </Suspense>
    );
  }
  return LazyControl;
}

const BooleanControl = lazyControl(() => import('./Boolean/Boolean').then((m) => m.BooleanControl));
const DateControl = lazyControl(() => import('./Date/Date').then((m) => m.DateControl));
const DateTimeControl = lazyControl(() => import('./DateTime/DateTime').then((m) => m.DateTimeControl));
const Dropdown = lazyControl(() => import('./Dropdown/Dropdown').then((m) => m.Dropdown));
const RadioGroupControl = lazyControl(() =>
  import('./RadioGroup/RadioGroup').then((m) => m.RadioGroupControl),
);
const TimeControl = lazyControl(() => import('./Time/Time').then((m) => m.TimeControl));

/** The react-aria controls among the basic ones: eager in `BUILTIN_CONTROLS`, lazy in `BASIC_CONTROLS`. */
export interface ChoiceAndDateControls {
  Boolean: ComponentType<ControlProps>;
  Date: ComponentType<ControlProps>;
  DateTime: ComponentType<ControlProps>;
  Dropdown: ComponentType<ControlProps>;
  RadioGroup: ComponentType<ControlProps>;
  Time: ComponentType<ControlProps>;
}

/** The definitions of the plain data-entry controls, with the given choice and date controls. */
export function basicControlDefinitions(controls: ChoiceAndDateControls): ControlDefinition[] {
  return [
    // Their validators come from the specs: a component's own would replace the spec's value check.
    { type: 'TextBox', Component: TextBox, render: renderTextBox, settingsSchema: textBoxSettingsSchema },
    { type: 'Numeric', Component: Numeric, settingsSchema: numericSettingsSchema },
    { type: 'Boolean', Component: controls.Boolean, settingsSchema: booleanSettingsSchema, ownLabel: true },
    { type: 'Dropdown', Component: controls.Dropdown, settingsSchema: dropdownSettingsSchema },
    { type: 'RadioGroup', Component: controls.RadioGroup, settingsSchema: radioGroupSettingsSchema },
    { type: 'Date', Component: controls.Date, settingsSchema: dateSettingsSchema },
    { type: 'DateTime', Component: controls.DateTime, settingsSchema: dateSettingsSchema },
    { type: 'Time', Component: controls.Time, settingsSchema: dateSettingsSchema },
    { type: 'Hidden', Component: HiddenControl, settingsSchema: hiddenSettingsSchema, bare: true },
    { type: 'FormLabel', Component: FormLabel, settingsSchema: formLabelSettingsSchema, ownLabel: true },
    { type: 'FormHeader', Component: FormHeader, settingsSchema: formHeaderSettingsSchema, ownLabel: true },
    { type: 'FormButton', Component: FormButton, settingsSchema: formButtonSettingsSchema, ownLabel: true },
    { type: 'Link', Component: LinkControl, settingsSchema: linkSettingsSchema, ownLabel: true },
  ];
}

/**
 * The controls of plain data entry: text, numbers, choices, dates and times, labels, headers,
 * buttons and links. A page whose forms use only these builds its registry from this list and
 * leaves the lists', grids', editors' and lookups' entry code out of its bundle (bench:forms, a
 * form without heavy editors); the react-aria controls among them load when first rendered.
 * `BUILTIN_CONTROLS` has every control, loaded eagerly but for the heavy editors and lists.
 */
export const BASIC_CONTROLS: readonly ControlDefinition[] = basicControlDefinitions({
  Boolean: BooleanControl,
  Date: DateControl,
  DateTime: DateTimeControl,
  Dropdown,
  RadioGroup: RadioGroupControl,
  Time: TimeControl,
});

/**
 * A registry of the basic controls only (a new one per call: a store's or page's own). Its
 * validators read the basic types' specs (value shapes included), not the app-wide spec set, so
 * the lean first load carries no other control's schemas; the server checks with the full set.
 */
export function createBasicControlRegistry(): ControlRegistry {
  return createControlRegistryOver(createBasicControlSpecRegistry(), BASIC_CONTROLS);
}
