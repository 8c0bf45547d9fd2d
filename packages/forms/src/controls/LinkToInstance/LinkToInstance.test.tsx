import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeViewFetch, offerRequestsView } from '../../grid/fakeViewServer';
import { renderControlWithApp } from '../../grid/testing';
import { instanceFormPath } from './LinkToInstance';
import { patient } from '../../../../../scripts/patience.mjs';

const element = (value: unknown, settings: Record<string, unknown> = {}) => ({
  name: 'Request',
  controlType: 'LinkToInstance',
  displayName: 'Offer request',
  value: value as never,
  settings: { viewId: 'OfferRequests', formGroupId: 'OfferRequestAdmin', ...settings },
});
const fetch = () => fakeViewFetch([offerRequestsView(10)]);

describe('LinkToInstance', () => {
  it('links to the record’s form with its display fields', async () => {
    const { router } = await renderControlWithApp(element('r0003'), {
      fetch: fetch(),
      routes: [{ path: '/DynamicForm/Form', element: <p>form page</p> }],
    });
    const link = await screen.findByRole('link', { name: /Open Cvetka/ });
    expect(link.getAttribute('href')).toBe(
      '/DynamicForm/Form?formGroupId=OfferRequestAdmin&entityInstanceId=r0003',
    );
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toContain('entityInstanceId=r0003'));
  });

  it('says so when nothing is linked', async () => {
    await renderControlWithApp(element(null), { fetch: fetch() });
    expect(await screen.findByText('No record linked')).toBeTruthy();
  });

  it('opens the record in the dynamic form dialog with openInDialog', async () => {
    await renderControlWithApp(element('r0001', { openInDialog: true }), { fetch: fetch(), dialogs: true });
    fireEvent.click(await screen.findByRole('button', { name: /Open Ana Novak/ }));
    expect(await screen.findByRole('dialog', {}, { timeout: patient(10000) })).toBeTruthy();
  });

  it('builds the form address from the form group or the entity', () => {
    expect(instanceFormPath(undefined, 'x 1', 'User')).toBe(
      '/DynamicForm/Form?entityId=User&entityInstanceId=x+1',
    );
  });
});
