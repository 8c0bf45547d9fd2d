import dayjsBase from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';

/**
 * Registers the plugins on the instance we import (so this works whether the bundler hands us the
 * ESM or the UMD build of dayjs) and returns it.
 *
 * The exported binding is the result of this call, not a re-export of 'dayjs' beside bare
 * `dayjs.extend(…)` statements: the package is `sideEffects: false`, so a bundler resolves a
 * re-export straight to 'dayjs' and drops this module's statements. The built apps then printed
 * the bare tokens ('L LT'); src/bundle.test.ts builds the package to keep that from coming back.
 */
function withPlugins(instance: typeof dayjsBase): typeof dayjsBase {
  instance.extend(customParseFormat);
  instance.extend(localizedFormat);
  return instance;
}

export const dayjs: typeof dayjsBase = withPlugins(dayjsBase);
