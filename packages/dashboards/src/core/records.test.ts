import { describe, expect, it } from 'vitest';
import { opensRecords, recordHref } from './records';

const PROJECT = '0b9e2c1e-5f7a-4c1d-9a43-8d2f6c0e7b11';

describe('recordHref', () => {
  it("opens an offer request report row as the request's record", () => {
    expect(recordHref('OfferRequestsReport', 'rq 1')).toBe(
      '/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=rq+1',
    );
  });
  it("opens a calculation row as its project's record", () => {
    expect(recordHref('CalculationsReport', `${PROJECT}:calc:with:colons`)).toBe(
      `/DynamicForm/Form?formGroupId=Project&entityInstanceId=${PROJECT}`,
    );
    expect(recordHref('CalculationsReport', 'no-separator')).toBeNull();
  });
  it("opens a products-used row as the catalogue product's page", () => {
    expect(recordHref('ProductsUsedReport', `${PROJECT}:c1:0:17`)).toBe(
      '/Administration/Products/Default/17',
    );
    expect(recordHref('ProductsUsedReport', `${PROJECT}:c1:0`)).toBeNull();
    expect(recordHref('ProductsUsedReport', '17')).toBeNull();
  });
  it('opens nothing for rows of views that are no record of their own', () => {
    expect(opensRecords('CalculationsReport')).toBe(true);
    expect(opensRecords('MyTasks')).toBe(false);
    expect(recordHref('MyTasks', 'x')).toBeNull();
    expect(opensRecords('toString')).toBe(false);
  });
});
