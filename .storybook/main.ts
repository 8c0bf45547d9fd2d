import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// The icon sets the server's icons module serves (GET /api/v1/icons/{key}), from the same packages
// (the dialogs package depends on them): stories have no server, so Storybook serves the files at
// story-icons/{prefix}/{name}.svg and tells the preview which names exist (preview.tsx), so that
// an unknown key resolves to nothing without a request that fails.
const dialogs = createRequire(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/dialogs/package.json'),
);
const packageDir = (name: string) => path.dirname(dialogs.resolve(`${name}/package.json`));
const fontAwesome = path.join(packageDir('@fortawesome/fontawesome-free'), 'svgs');
const ICON_SETS: Record<string, string> = {
  bi: path.join(packageDir('bootstrap-icons'), 'icons'),
  fas: path.join(fontAwesome, 'solid'),
  far: path.join(fontAwesome, 'regular'),
  fab: path.join(fontAwesome, 'brands'),
};
const iconNames = Object.fromEntries(
  Object.entries(ICON_SETS).map(([prefix, dir]) => [
    prefix,
    readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length)),
  ]),
);

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  staticDirs: Object.entries(ICON_SETS).map(([prefix, from]) => ({ from, to: `/story-icons/${prefix}` })),
  viteFinal: (vite) => ({
    ...vite,
    define: { ...vite.define, __STORY_ICON_NAMES__: JSON.stringify(iconNames) },
  }),
};

export default config;
