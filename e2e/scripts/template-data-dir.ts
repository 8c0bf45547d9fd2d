/**
 * Makes the e2e suite's template data directory (see e2e/globalSetup.ts) at the path given as
 * the first argument; the test command runs it once before the e2e files.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeTemplateDataDir } from '../harness';

const target = process.argv[2];
if (!target) {
  console.error('Usage: template-data-dir <directory>');
  process.exit(2);
}
const dataDir = path.resolve(target);
mkdirSync(dataDir, { recursive: true });
await makeTemplateDataDir(dataDir);
console.log(`e2e template data directory ready: ${dataDir}`);
