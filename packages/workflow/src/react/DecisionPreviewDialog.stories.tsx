import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { DialogHost, DialogStyles, dialogRoutes, useDialogs } from '@insulcalc/dialogs';
import { createAppStore, ShellServicesProvider } from '@insulcalc/shell';
import {
  confirmDecisionPreview,
  DECISION_PREVIEW_DIALOG,
  DecisionPreviewDialog,
} from './DecisionPreviewDialog';

/** A one-page PDF saying what an offer says first (the server renders the real one). */
function samplePdf(): string {
  const text =
    'BT /F1 18 Tf 60 760 Td (Offer for Ana Novak) Tj 0 -28 Td /F1 12 Tf (Heat loss per metre 25.92 W/m) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

type Answer = 'ready' | 'loading' | 'failed';

function respond(answer: Answer): Response {
  if (answer === 'ready')
    return new Response(samplePdf(), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="Offer-Ana-Novak.pdf"',
      },
    });
  if (answer === 'failed')
    return new Response(
      JSON.stringify({
        type: 'about:blank',
        status: 503,
        title: 'Service Unavailable',
        userMessages: [{ message: 'Every document writer is busy; try again shortly.', level: 'error' }],
      }),
      { status: 503, headers: { 'content-type': 'application/problem+json' } },
    );
  // The render is still running: the answer's body never ends.
  return new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), {
    headers: { 'content-type': 'application/pdf' },
  });
}

function OpenPreview() {
  const dialogs = useDialogs();
  useEffect(() => {
    void confirmDecisionPreview(dialogs, {
      url: 'api/v1/workflow/tasks/p1.t3/transitions/approve/preview',
      title: 'Check before sending: Approve and send offer',
    });
    return () => dialogs.clear();
  }, [dialogs]);
  return null;
}

/** The task page's preview of "Approve and send offer", with a store whose server answers `answer`. */
function DecisionPreview({ answer }: { answer: Answer }) {
  const [store] = useState(() => {
    dialogRoutes.register({ path: DECISION_PREVIEW_DIALOG, Component: DecisionPreviewDialog, width: 960 });
    return createAppStore({
      api: { fetch: (async () => respond(answer)) as typeof fetch },
      setupListeners: false,
    });
  });
  return (
    <Provider store={store}>
      <ShellServicesProvider services={store.services}>
        <OpenPreview />
        <DialogStyles />
        <DialogHost />
      </ShellServicesProvider>
    </Provider>
  );
}

const meta: Meta<typeof DecisionPreview> = {
  title: 'Workflow/DecisionPreviewDialog',
  component: DecisionPreview,
};
export default meta;
type Story = StoryObj<typeof DecisionPreview>;

/** The offer as it will be sent, with Confirm and Cancel (and a link for phones that show no PDF inline). */
export const Ready: Story = { args: { answer: 'ready' } };

/** While the server renders the offer: Confirm waits, Cancel works. */
export const Loading: Story = { args: { answer: 'loading' } };

/** The server could not render it: its message, nothing sent, no Confirm. */
export const Failed: Story = { args: { answer: 'failed' } };

/** German texts. */
export const German: Story = { args: { answer: 'ready' }, globals: { language: 'de' } };
