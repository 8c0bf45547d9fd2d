// `@insulcalc/dialogs/context`: the dialog stack's React context alone, for a component that
// only asks whether a dialog stack is present (the forms' lean entry's TextBox). It imports
// neither react-router nor react-aria, which the main entry's DialogHost and Toolbar do; the same
// context object as the main entry's (one shared chunk in dist/).
export { DialogStoreContext, useDialogs } from './stack/context';
export type { DialogStore, DialogEntry } from './stack/dialogStore';
