import { describe, expect, it } from 'vitest';
import { OFFER_REQUEST_PATH, requestOfferHref } from './RequestOfferLink';

describe('requestOfferHref', () => {
  it('attaches the reference as __jc Parameters.CalculationReference', () => {
    const href = requestOfferHref({
      projectName: 'Plant',
      calculationId: 'c1',
      calculationName: 'Line 1',
      calculation: {} as never,
    });
    expect(href.startsWith(`${OFFER_REQUEST_PATH}?__jc=`)).toBe(true);
    const jc = JSON.parse(new URLSearchParams(href.split('?')[1]).get('__jc')!);
    expect(jc.Parameters.CalculationReference).toMatchObject({
      projectName: 'Plant',
      calculationName: 'Line 1',
    });
  });
});
