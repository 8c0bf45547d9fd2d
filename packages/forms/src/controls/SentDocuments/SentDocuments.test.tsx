import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControlWithApp } from '../../grid/testing';
import { patient } from '../../../../../scripts/patience.mjs';
import { laterDocument, recordFetch, sentDocument } from '../../records/fixtures';

const element = { name: 'SentDocuments', controlType: 'SentDocuments', displayName: 'Sent documents' };
const extra = { entityId: 'OfferRequest', entityInstanceId: 'or-7' };

describe('SentDocuments', () => {
  it('lists the stored documents with version, date and sender, linking their stored content; a later version says what differs', async () => {
    const { fetch, calls } = recordFetch();
    await renderControlWithApp(element, { fetch, extra });
    const region = await screen.findByTestId('sent-documents');
    const links = await within(region).findAllByRole('link', {}, { timeout: patient(5000) });
    expect(calls).toContain('/api/v1/documents/sent?entityId=OfferRequest&entityInstanceId=or-7');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Offer-Ana_Novak.pdf', laterDocument.href],
      ['Offer-Ana_Novak.pdf', sentDocument.href],
    ]);
    // The stored bytes, never a render call.
    for (const a of links)
      expect(a.getAttribute('href')).toMatch(/^\/api\/v1\/documents\/sent\/[^/]+\/content$/);
    const [later, sent] = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.kind);
    expect(sent!.textContent).toContain('sent, template version 2');
    expect(sent!.textContent).toContain('Sales One');
    expect(sent!.textContent).not.toContain('Differs');
    expect(later!.textContent).toContain('later version');
    expect(later!.textContent).toContain('Differs from the sent document');
    expect(within(later!).getByRole('list', { name: 'Differences from the sent document' }).textContent).toBe(
      'Heat loss per metre: sent 21.26 W/m, now 25.40 W/m',
    );
  });

  it('says when nothing was sent yet', async () => {
    const { fetch } = recordFetch({ documents: [] });
    await renderControlWithApp(element, { fetch, extra });
    await screen.findByText('Nothing has been sent for this record yet.', undefined, {
      timeout: patient(5000),
    });
  });
});
