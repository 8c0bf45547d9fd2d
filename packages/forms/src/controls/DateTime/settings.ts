export { dateSettingsSchema as dateTimeSettingsSchema } from '../Date/settings';
