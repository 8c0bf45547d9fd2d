import { describe, expect, it } from 'vitest';
import { readDynamicFormQuery, withInstanceId, withSection } from './formQuery';

describe('DynamicForm/Form query (spec §2)', () => {
  it('reads every parameter and __jc', () => {
    const search = new URLSearchParams({
      formGroupId: 'OfferRequest',
      formName: 'Contact',
      entityInstanceId: '5',
      parentEntityAttributeId: '7',
      parentEntityInstanceId: '8',
      parameters: '{"a":1}',
      formId: 'f1',
      entityId: 'OfferRequest',
      hideHeader: 'true',
      hideLeftNavigation: '1',
      requestReadOnly: 'True',
      navigationId: 'nav-3',
      __jc: '{"Parameters":{"calculationId":"c9"}}',
    });
    expect(readDynamicFormQuery(search)).toEqual({
      request: {
        formGroupId: 'OfferRequest',
        sectionName: 'Contact',
        entityInstanceId: '5',
        parentEntityAttributeId: '7',
        parentEntityInstanceId: '8',
        parameters: { a: 1, calculationId: 'c9' },
        formId: 'f1',
        entityId: 'OfferRequest',
        requestReadOnly: true,
      },
      hideHeader: true,
      hideLeftNavigation: true,
      navigationId: 'nav-3',
    });
  });
  it('treats broken JSON as no parameters', () => {
    const query = readDynamicFormQuery(new URLSearchParams({ formId: 'x', parameters: '{bad', __jc: '[1]' }));
    expect(query.request.parameters).toEqual({});
    expect(query.request.requestReadOnly).toBe(false);
  });
  it('replaces the instance id and switches sections', () => {
    const search = new URLSearchParams({ formGroupId: 'G', formId: 'f' });
    expect(withInstanceId(search, '42').get('entityInstanceId')).toBe('42');
    const section = withSection(search, 'Prices');
    expect(section.get('formName')).toBe('Prices');
    expect(section.has('formId')).toBe(false);
  });
});
