// One Icon for every package: the control draws the same component as the toolbar and the shell.
export { Icon, type IconProps } from '@insulcalc/dialogs';
