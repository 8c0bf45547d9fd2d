import { describe, expect, it } from 'vitest';
import { recordHref } from './records';

describe('recordHref', () => {
  it("opens an offer request report row as the request's record", () => {
    expect(recordHref('OfferRequestsReport', 'rq 1')).toBe(
      '/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=rq+1',
    );
  });
  it('opens nothing for rows that are no record of their own', () => {
    expect(recordHref('CalculationsReport', 'p:c')).toBeNull();
  });
});
