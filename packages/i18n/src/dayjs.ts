import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';

// Plugins are registered on the instance we import, so this works whether the bundler hands
// us the ESM or the UMD build of dayjs.
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

export { dayjs };
