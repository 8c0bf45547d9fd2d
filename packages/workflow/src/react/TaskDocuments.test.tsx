import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import formTexts from '@insulcalc/forms/translations/controls.json';
import translations from '../../translations/workflow.json';
import type { SentDocument, TaskDetail } from './api';
import { sampleTaskDetail } from './fixtures';
import { TaskDocuments } from './TaskDocuments';

// The sent documents' list is the forms package's (the record shows the same list).
const messages = Object.fromEntries(
  Object.entries({ ...translations, ...formTexts }).map(([key, value]) => [key, value.en]),
);

const figures = [
  { title: '', rows: [{ label: 'Heat loss per metre', value: '21.26', unit: 'W/m' }] },
  {
    title: 'Object',
    rows: [
      { label: 'Nominal size', value: 'DN 50', unit: '' },
      { label: 'Length', value: '5', unit: 'm' },
    ],
  },
];
const sent: SentDocument = {
  id: 's1',
  kind: 'sent',
  output: 'offer',
  templateId: 'Offer',
  templateVersion: 2,
  fileName: 'Offer-Ana_Novak.pdf',
  figures,
  basedOnId: null,
  differences: null,
  createdBy: 'Sales One',
  createdAt: '2026-11-20T09:00:00Z',
  href: '/api/v1/documents/sent/s1/content',
};
const later: SentDocument = {
  ...sent,
  id: 's2',
  kind: 'rendered',
  output: null,
  basedOnId: 's1',
  differences: [{ title: '', label: 'Heat loss per metre', sent: '21.26 W/m', now: '25.40 W/m' }],
  createdAt: '2026-11-22T09:00:00Z',
  href: '/api/v1/documents/sent/s2/content',
};

const show = (over: Partial<TaskDetail>) =>
  render(
    <I18nProvider language="en" messages={messages} isProduction={false}>
      <main>
        <TaskDocuments detail={sampleTaskDetail({ form: null, ...over })} />
      </main>
    </I18nProvider>,
  );

describe('TaskDocuments', () => {
  it('shows the calculation as rows, the stored documents as links to their bytes and what a later version changed; no axe violations', async () => {
    const { container } = show({
      calculation: {
        projectName: 'Boiler room',
        calculationName: 'Line 1',
        headline: figures[0]!.rows[0]!,
        summary: figures.slice(1),
        sentAt: sent.createdAt,
      },
      sentDocuments: [later, sent],
    });
    const calculation = screen.getByTestId('task-calculation');
    expect(calculation.textContent).toContain('figures as sent on');
    expect(within(calculation).getByText('Nominal size').nextSibling?.textContent).toBe('DN 50');
    expect(within(calculation).getByText('Length').nextSibling?.textContent).toBe('5 m');
    expect(calculation.textContent).not.toContain('{');
    // The same calculation opens in the configurator, read-only (decision 0047).
    expect(
      within(calculation)
        .getByRole('link', { name: 'Open in configurator (read-only)' })
        .getAttribute('href'),
    ).toBe('/Configurator/OfferRequest/or-1');
    const list = screen.getByRole('region', { name: 'Sent documents' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([later.href, sent.href]);
    expect(within(list).getByRole('list', { name: 'Differences from the sent document' }).textContent).toBe(
      'Heat loss per metre: sent 21.26 W/m, now 25.40 W/m',
    );
    expect(list.textContent).toContain('later version');
    expect(list.textContent).toContain('Sales One');
    expect(list.textContent).toContain('template version 2');
    expect(list.textContent).toContain('Differs from the sent document');
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });

  it('shows nothing for a request without calculation rows or documents', () => {
    const { container } = show({});
    expect(container.querySelector('main')!.childElementCount).toBe(0);
  });
});
