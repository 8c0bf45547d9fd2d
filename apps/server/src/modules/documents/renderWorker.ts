/**
 * The render worker (decision 0042): fills a DOCX or draws a PDF in a worker thread of the render
 * pool, so a heavy document never holds the server's event loop. Everything arrives as plain
 * data; a template's own error comes back as a value (an Error's class does not survive the
 * thread boundary), anything else rejects the task.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { move } from 'piscina';
import { TemplateError, type TemplateSource } from '@insulcalc/documents/core';
import { renderDocx } from '@insulcalc/documents/docx';
import { renderPdf, type PdfChart } from '@insulcalc/documents/pdf';
import { createUiFromMessages, createUnits, thicknessReportChart } from '@insulcalc/insulation/report';
import { FONT_MODULE, environmentOf, type EnvironmentData } from './environment';

/**
 * Charts by the name templates use. A chart draws with functions, which cannot be sent to a
 * thread, so the worker imports them; the context builders name those they offer. The
 * thickness chart's data holds the report's `ui` (texts and units with their functions): it
 * arrives as its data (language, unit system) and is made again here with the reader's texts.
 */
function charts(environment: EnvironmentData): Record<string, PdfChart> {
  return {
    thicknessChart: {
      draw(page, font, box, data, printable) {
        const spec = data as { ui?: { language?: string; units?: { system?: string } } } | null;
        if (!spec?.ui) return thicknessReportChart.draw(page, font, box, data, printable);
        const system = spec.ui.units?.system === 'imperial' ? 'imperial' : 'SI';
        const ui = createUiFromMessages(
          spec.ui.language ?? environment.language,
          Object.fromEntries(environment.texts),
          createUnits(system),
        );
        thicknessReportChart.draw(page, font, box, { ...spec, ui }, printable);
      },
    },
  };
}

let font: Promise<Uint8Array> | null = null;

export interface RenderTask {
  source: TemplateSource;
  context: Record<string, unknown>;
  environment: EnvironmentData;
  date: Date;
  /** Chart names the entity's context builder offers. */
  charts: string[];
}

/** The document's bytes, or the template's error. */
export type RenderResult = Uint8Array | { key: string; values: Record<string, string | number> };

export default async function render(task: RenderTask): Promise<RenderResult> {
  const env = environmentOf(task.environment);
  try {
    let bytes: Uint8Array;
    if (task.source.format === 'docx') {
      bytes = renderDocx(Buffer.from(task.source.file, 'base64'), task.context, env);
    } else {
      const known = charts(task.environment);
      const offered: Record<string, PdfChart> = {};
      for (const name of task.charts) {
        const chart = known[name];
        if (!chart) throw new Error(`the render worker does not know the chart "${name}"`);
        offered[name] = chart;
      }
      font ??= readFile(createRequire(import.meta.url).resolve(FONT_MODULE));
      bytes = await renderPdf(task.source, task.context, {
        font: await font,
        env,
        date: task.date,
        ...(task.charts.length ? { charts: offered } : {}),
      });
    }
    // Handed over, not copied: a rendered document can be megabytes.
    return move(bytes) as Uint8Array;
  } catch (error) {
    if (error instanceof TemplateError) return { key: error.key, values: error.values };
    throw error;
  }
}
