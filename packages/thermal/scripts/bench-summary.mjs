// Prints the median time of each benchmark from vitest's JSON report (vitest's own table has
// no median column). Informational only: never fails on timing.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../reports/bench.json', import.meta.url), 'utf8'));
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);
console.log('\nMedian time per call:');
for (const file of report.files) {
  for (const group of file.groups) {
    for (const b of group.benchmarks) {
      console.log(
        `  ${fmt(b.median).padStart(12)}  ${b.name}  (p75 ${fmt(b.p75)}, ${b.sampleCount} samples)`,
      );
    }
  }
}
