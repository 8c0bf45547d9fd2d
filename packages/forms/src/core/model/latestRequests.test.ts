import { describe, expect, it } from 'vitest';
import { LatestRequests } from './latestRequests';

describe('LatestRequests', () => {
  it('only the newest request per key is current', () => {
    const requests = new LatestRequests();
    const a1 = requests.begin('Country');
    const b1 = requests.begin('Zip');
    const a2 = requests.begin('Country');
    expect(requests.isLatest('Country', a1)).toBe(false);
    expect(requests.isLatest('Country', a2)).toBe(true);
    expect(requests.isLatest('Zip', b1)).toBe(true);
    expect(new Set([a1, b1, a2]).size).toBe(3);
  });
});
