export { dateSettingsSchema as timeSettingsSchema } from '../Date/settings';
