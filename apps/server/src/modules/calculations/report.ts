/**
 * POST api/v1/calculations/report — the PDF report of one calculation (issue 5), made by the
 * server from the same engine and formatting as the configurator's screen
 * (`@insulcalc/insulation/report`), in the requester's language, with names, products and code
 * lists from the database. Open to anonymous visitors (the public configurator): like every
 * unsafe /api/ request it needs the anti-forgery token of the caller's session, which anonymous
 * sessions have too (GET api/v1/account/profile).
 */
import type { FastifyInstance } from 'fastify';
import { asc, desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  calculationReportContext,
  calculationReportData,
  createDefaultCalculation,
  thicknessReportChart,
  toStoredCalculation,
  createUiFromMessages,
  createUnits,
  projectReportFileName,
  projectReportTemplateContext,
  fromStoredCalculation,
  reportFileName,
  shownCalculationName,
  shownProjectName,
  toConfiguratorCodeLists,
  type DomainCodeLists,
  type EngineData,
  type StoredCalculation,
} from '@insulcalc/insulation/report';
import type { ServerContext } from '../../context';
import { codeListItem } from '../../db/schema/codelists';
import { product } from '../../db/schema/products';
import { defineRoute, type FileAnswer } from '../../http/defineRoute';
import { resolveLanguage } from '../account/index';
import { projectReportBody, reportBody } from '@insulcalc/api-schema';
import { codeListItemDto } from '../codelists/index';
import { productDto } from '../products/index';
import { getTranslations, type LanguageCode } from '../translations/index';
import {
  attachmentDisposition,
  registerDocumentContext,
  renderDocument,
  TemplateError,
  type DocumentContextBuilder,
} from '../documents/index';
import { requireJsonBody } from './json';

/** The seeded document template the calculation report is rendered with (seed/documents). */
export const CALCULATION_REPORT_TEMPLATE = 'CalculationReport';
/** The seeded document template of the configurator's project report. */
export const PROJECT_REPORT_TEMPLATE = 'ProjectReport';

/** POST body: the project's name and the stored (flat, spec §3) calculation (shared with the client). */
export { reportBody };

const CODE_LISTS = [
  'materials',
  'mediums',
  'fuelTypes',
  'surfaceTypes',
  'subconstructionTypes',
  'productTypes',
];

/**
 * The code lists and products as GET api/v1/codelists/*?retired=true and
 * api/v1/products?retired=true give them to the configurator (sort order, names translated,
 * deactivated items flagged), in the client's domain shapes.
 */
export async function loadDomainCodeLists(
  ctx: ServerContext,
  texts: Map<string, string | null>,
): Promise<DomainCodeLists> {
  // The deactivated items too (after the active ones, `isActive: false`, as the configurator reads
  // them with ?retired=true): a stored calculation that chose one is reported with its name.
  const rows = await ctx.db
    .select()
    .from(codeListItem)
    .where(inArray(codeListItem.list, CODE_LISTS))
    .orderBy(desc(codeListItem.isActive), asc(codeListItem.sortOrder), asc(codeListItem.id));
  const items = <T>(list: string): T[] =>
    rows.filter((r) => r.list === list).map((r) => codeListItemDto(r, texts) as T);
  // Deactivated products too (after the active ones, `isActive: false`, as
  // api/v1/products?retired=true gives them): stored calculations that name one still compute.
  const products = await ctx.db
    .select()
    .from(product)
    .orderBy(desc(product.isActive), asc(product.sortOrder), asc(product.id));
  return {
    materials: items('materials'),
    mediums: items('mediums'),
    fuelTypes: items('fuelTypes'),
    surfaceTypes: items('surfaceTypes'),
    subconstructionTypes: items('subconstructionTypes'),
    productTypes: items('productTypes'),
    products: products.map((p) => productDto(p, texts)),
  };
}

// The download header is the documents module's (one implementation for every document).
export { attachmentDisposition };

/**
 * The translations as a plain key → text record, one per cached map of the translations store (so
 * the ICU formatter built for it is reused until the store reloads the language).
 */
const records = new WeakMap<Map<string, string | null>, Record<string, string | null>>();
function asRecord(texts: Map<string, string | null>): Record<string, string | null> {
  let record = records.get(texts);
  if (!record) {
    record = Object.fromEntries(texts);
    records.set(texts, record);
  }
  return record;
}

/**
 * The render context of the `Calculation` entity's document templates: the instance is the
 * report request `{ projectName, calculation, unitSystem? }` (the stored calculation of spec §3),
 * computed by the configurator's engine and formatted in the reader's language and units.
 */
export const calculationDocumentContext: DocumentContextBuilder = {
  async build({ ctx, instance, language, texts, date, env }) {
    const parsed = reportBody.safeParse(instance);
    if (!parsed.success) throw new TemplateError('Documents_SampleInvalid');
    const body = parsed.data;
    const translations = asRecord(texts);
    const ui = createUiFromMessages(
      language,
      translations,
      createUnits(body.unitSystem ?? 'SI'),
      body.currency ?? 'EUR',
    );
    const codeLists = toConfiguratorCodeLists(await loadDomainCodeLists(ctx, texts), ui.t);
    const data = calculationReportData(
      {
        projectName: body.projectName,
        calculation: fromStoredCalculation(body.calculation as StoredCalculation),
        language,
        translations,
        codeLists,
        date,
        ...(env.timeZone ? { timeZone: env.timeZone } : {}),
      },
      ui,
    );
    return calculationReportContext(data);
  },
  charts: { thicknessChart: thicknessReportChart },
  async sample() {
    // An insulated steel pipe DN 50 (seed product 1, 50 mm): a report with every part filled.
    const calculation = createDefaultCalculation();
    calculation.name = 'Supply line';
    calculation.insulationInfo[0] = {
      ...calculation.insulationInfo[0]!,
      insulationProductTypeId: 1,
      insulationProductId: 1,
      insulationThickness: 50,
    };
    return { projectName: 'Sample project', calculation: toStoredCalculation(calculation) };
  },
};
registerDocumentContext('Calculation', calculationDocumentContext);

/**
 * The render context of the `CalculationProject` entity's templates (the configurator's project
 * report): the instance is the request `{ projectName, calculations, unitSystem? }`; the context
 * has the comparisons of its calculations and each calculation's report context.
 */
export const projectDocumentContext: DocumentContextBuilder = {
  async build({ ctx, instance, language, texts, date, env }) {
    const parsed = projectReportBody.safeParse(instance);
    if (!parsed.success) throw new TemplateError('Documents_SampleInvalid');
    const body = parsed.data;
    const translations = asRecord(texts);
    const unitSystem = body.unitSystem ?? 'SI';
    const ui = createUiFromMessages(language, translations, createUnits(unitSystem), body.currency ?? 'EUR');
    return projectReportTemplateContext({
      projectName: body.projectName,
      calculations: body.calculations.map((c) => fromStoredCalculation(c as StoredCalculation)),
      language,
      translations,
      codeLists: toConfiguratorCodeLists(await loadDomainCodeLists(ctx, texts), ui.t),
      date,
      unitSystem,
      ...(env.timeZone ? { timeZone: env.timeZone } : {}),
    });
  },
  charts: { thicknessChart: thicknessReportChart },
  async sample(ctx) {
    // Two calculations of the sample pipe at different medium temperatures: a comparison to show.
    const one = (await calculationDocumentContext.sample!(ctx)) as {
      projectName: string;
      calculation: StoredCalculation;
    };
    const cold = fromStoredCalculation(one.calculation);
    cold.calculationId = 'sample-2';
    cold.name = 'Return line';
    cold.mediumDetails.mediumTemperature = 60;
    return { projectName: one.projectName, calculations: [one.calculation, toStoredCalculation(cold)] };
  },
};
registerDocumentContext('CalculationProject', projectDocumentContext);

const pdfAnswer = (description: string): FileAnswer => ({
  description,
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
});

/** Registers the routes on the calculations module's plugin (its error handler answers failures). */
export async function registerReportRoute(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/report',
      tags: ['calculations'],
      summary: 'The PDF report of one calculation, in the requester’s language',
      body: reportBody,
      response: {
        200: pdfAnswer('The report (Content-Disposition names the file after project and calculation).'),
      },
      // Open to everyone; a body that is no JSON object is refused before it is validated.
      authorize: (request, fail) =>
        requireJsonBody(request, fail, {
          invalidKey: 'Report_InvalidBody',
          detail: 'The body must be an object { projectName, calculation }.',
        }),
    },
    async ({ body, request, reply }) => {
      const language = await resolveLanguage(ctx, request);
      const texts = await getTranslations(ctx.db, language);
      const ui = createUiFromMessages(language, asRecord(texts));
      const calculation = fromStoredCalculation(body.calculation as StoredCalculation);
      // The report is the seeded, versioned template an administrator may have changed.
      const { bytes } = await renderDocument(ctx, CALCULATION_REPORT_TEMPLATE, body, language, {
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
      });
      // The default names in the reader's language, as the report itself shows them (decision 0039).
      const fileName = reportFileName(
        shownProjectName(body.projectName, ui.t),
        shownCalculationName(calculation.name, ui.t),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'POST',
      url: '/project-report',
      tags: ['calculations'],
      summary:
        'The PDF report of a project: its calculations compared, then each one, in the requester’s language',
      body: projectReportBody,
      response: { 200: pdfAnswer('The report (Content-Disposition names the file after the project).') },
      // Open to everyone; a body that is no JSON object is refused before it is validated.
      authorize: (request, fail) =>
        requireJsonBody(request, fail, {
          invalidKey: 'Report_InvalidBody',
          detail: 'The body must be an object { projectName, calculations }.',
        }),
    },
    async ({ body, request, reply }) => {
      const language = await resolveLanguage(ctx, request);
      // The report is the seeded, versioned template an administrator may have changed.
      const { bytes } = await renderDocument(ctx, PROJECT_REPORT_TEMPLATE, body, language, {
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
      });
      const ui = createUiFromMessages(language, asRecord(await getTranslations(ctx.db, language)));
      const fileName = projectReportFileName(shownProjectName(body.projectName, ui.t));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}

/**
 * What the engine computes stored calculations with (the configurator's products and
 * subconstruction types, names in `language`): the reports module's calculation figures.
 */
export async function engineDataOf(
  ctx: ServerContext,
  language: LanguageCode = 'en',
): Promise<EngineData & { productNames: Map<number, string> }> {
  const texts = await getTranslations(ctx.db, language);
  const lists = toConfiguratorCodeLists(await loadDomainCodeLists(ctx, texts), (key) => key);
  return {
    products: lists.products,
    subconstructionTypes: lists.subconstructionTypes,
    productNames: new Map(lists.products.map((p) => [p.id, p.name ?? String(p.id)])),
  };
}
