import { describe, expect, it } from 'vitest';
import { isConfiguratorPath, preloadConfigurator } from './ConfiguratorRoute';

describe('the configurator route', () => {
  it('knows its path as the router matches it (case-insensitive, optional trailing slash)', () => {
    expect(isConfiguratorPath('/Configurator')).toBe(true);
    expect(isConfiguratorPath('/configurator/')).toBe(true);
    expect(isConfiguratorPath('/Configurator/extra')).toBe(false);
    expect(isConfiguratorPath('/')).toBe(false);
    expect(isConfiguratorPath('/Account/LogOn')).toBe(false);
  });

  it('preloads the chunk the lazy route renders', async () => {
    const module = (await preloadConfigurator()) as { default?: unknown };
    expect(typeof module.default).toBe('function');
  });
});
