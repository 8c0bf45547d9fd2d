import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, paths } from './config';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.adminPassword).toBeUndefined();
    expect(c.publicDist).toBe(join(paths.packageRoot, '..', 'public', 'dist'));
    expect(c.platformDist).toBe(join(paths.packageRoot, '..', 'platform', 'dist'));
    expect(c.platformBasePath).toBe('/platform/');
    expect(c.bodyLimit).toBe(1024 * 1024);
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads the environment', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@h/db',
        DATA_DIR: 'var/x',
        INSULCALC_ADMIN_PASSWORD: 'pw',
        PUBLIC_DIST: '/a',
        PLATFORM_DIST: 'b',
        PLATFORM_BASE_PATH: 'admin',
        BODY_LIMIT: '2048',
        DATABASE_POOL_MAX: '4',
      },
      '/cwd',
    );
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/cwd/var/x',
      adminPassword: 'pw',
      publicDist: '/a',
      platformDist: '/cwd/b',
      platformBasePath: '/admin/',
      bodyLimit: 2048,
      databasePoolMax: 4,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ PLATFORM_BASE_PATH: '/' })).toThrow(/PLATFORM_BASE_PATH/);
    expect(() => loadConfig({ PLATFORM_BASE_PATH: '/api/x' })).toThrow(/PLATFORM_BASE_PATH/);
  });

  it('finds the shipped migrations and seed folders', () => {
    expect(existsSync(join(paths.migrationsDir, 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(paths.seedDir)).toBe(true);
  });
});
