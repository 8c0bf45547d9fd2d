import type { ServerContext } from '../../context';
import {
  contextBuilder,
  groupsOf,
  registerDocumentContext,
  renderEnvironment,
  type ContextRequest,
  type DocumentContextBuilder,
  sentDocumentsOf,
} from '../documents/index';
import type { LanguageCode } from '../translations/index';

/** The calculation an offer request carries, as the task page and the offer show it. */
export interface CalculationFacts {
  projectName: string | null;
  calculationName: string | null;
  headline: { label: string; value: string; unit: string } | null;
  /** The configurator's input and result rows (the calculation report's), in the reader's language. */
  summary: { title: string; rows: { label: string; value: string; unit: string }[] }[];
  /** When the figures are those of the sent offer (never recomputed): its date. */
  sentAt?: string | null;
}

interface Reference {
  projectName: string | null;
  calculationName: string | null;
  headline: { label: string; value: string; unit: string } | null;
  calculation: Record<string, unknown> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The configurator's CalculationReference (an object, or its JSON text); null when it is neither. */
export function parseCalculationReference(value: unknown): Reference | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!isRecord(v)) return null;
  const h = v.headline;
  return {
    projectName: typeof v.projectName === 'string' ? v.projectName : null,
    calculationName: typeof v.calculationName === 'string' ? v.calculationName : null,
    headline:
      isRecord(h) && typeof h.label === 'string' && typeof h.value === 'string'
        ? { label: h.label, value: h.value, unit: typeof h.unit === 'string' ? h.unit : '' }
        : null,
    calculation: isRecord(v.calculation) ? v.calculation : null,
  };
}

// The configurator's default names are data ('Default project', 'Calculation'); untouched, they
// show in the reader's language (spec §9), as on the configurator's own screens.
const DEFAULT_NAMES: Record<string, string> = {
  'Default project': 'Insulation_Project_DefaultName',
  Calculation: 'Insulation_Calculation_DefaultName',
};

/**
 * The reference's calculation in the reader's language: the stored calculation is computed again
 * by the configurator's engine through the `Calculation` documents context (the report's own
 * formatting), so the heat loss reads "Wärmeverlust pro Meter … 206,47 W/m" on a German page
 * whatever language the visitor used. A calculation the engine can no longer compute (a product
 * removed since) keeps the figures the visitor saw.
 */
export async function calculationFacts(
  ctx: ServerContext,
  value: unknown,
  language: LanguageCode,
  environment?: Pick<ContextRequest, 'env' | 'texts'>,
): Promise<CalculationFacts | null> {
  const reference = parseCalculationReference(value);
  if (!reference) return null;
  const { env, texts } = environment ?? (await renderEnvironment(ctx.db, language));
  const named = (name: string | null) => {
    const key = name === null ? undefined : DEFAULT_NAMES[name.trim()];
    const text = key ? texts.get(key) : undefined;
    return typeof text === 'string' ? text : name;
  };
  let headline = reference.headline;
  let summary: CalculationFacts['summary'] = [];
  if (reference.calculation) {
    try {
      const report = await contextBuilder('Calculation').build({
        ctx,
        instance: { projectName: reference.projectName ?? '', calculation: reference.calculation },
        language,
        texts,
        env,
        date: new Date(),
      });
      summary = [...groupsOf(report.inputs), ...groupsOf(report.sections)];
      const h = report.headline;
      if (isRecord(h) && typeof h.label === 'string' && typeof h.value === 'string')
        headline = { label: h.label, value: h.value, unit: typeof h.unit === 'string' ? h.unit : '' };
    } catch (err) {
      ctx.log.debug({ err }, 'workflow: the request calculation could not be computed again');
    }
  }
  return {
    projectName: named(reference.projectName),
    calculationName: named(reference.calculationName),
    headline,
    summary,
  };
}

/**
 * The OfferRequest documents' context: the entity's own (`instance`, `now`, `brand`) plus
 * `calculation` (projectName, calculationName, headline {label, value, unit, text}) in the
 * document's language, so the seeded Offer template prints the heat loss.
 */
export function registerOfferRequestDocumentContext(): void {
  // The entity's context as the documents module builds it for any configured entity.
  const base = contextBuilder('OfferRequest');
  const builder: DocumentContextBuilder = {
    ...base,
    async build(request) {
      const context = await base.build(request);
      const instance = isRecord(context.instance) ? context.instance : request.instance;
      const reference = parseCalculationReference(instance.CalculationReference);
      const facts = await calculationFacts(
        request.ctx,
        instance.CalculationReference,
        request.language,
        request,
      );
      return {
        ...context,
        calculation: facts
          ? {
              ...facts,
              summary: facts.summary.map((g) => ({
                ...g,
                rows: g.rows.map((r) => ({ ...r, text: r.unit ? `${r.value} ${r.unit}` : r.value })),
              })),
              // The calculation report's own instance, for templates that send it along (`attach`).
              report: reference?.calculation
                ? { projectName: reference.projectName ?? '', calculation: reference.calculation }
                : null,
              headline: facts.headline
                ? { ...facts.headline, text: `${facts.headline.value} ${facts.headline.unit}`.trim() }
                : null,
            }
          : null,
      };
    },
  };
  registerDocumentContext('OfferRequest', builder);
}

/**
 * A request's calculation and its stored documents: once an offer was sent, the figures are the
 * sent offer's (a catalogue edit afterwards never changes what the task says was offered).
 */
export async function recordCalculation(
  ctx: ServerContext,
  entityId: string,
  instanceId: string,
  data: Record<string, unknown>,
  language: LanguageCode,
) {
  const sentDocuments = await sentDocumentsOf(ctx.db, entityId, instanceId);
  const facts = await calculationFacts(ctx, data.CalculationReference, language);
  const sent = sentDocuments.find((d) => d.kind === 'sent' && d.figures.length > 0);
  if (!facts || !sent) return { calculation: facts, sentDocuments };
  const [first, ...rest] = sent.figures;
  const headline = first && first.title === '' && first.rows.length === 1 ? first.rows[0]! : null;
  return {
    calculation: {
      ...facts,
      headline: headline ?? facts.headline,
      summary: headline ? rest : sent.figures,
      sentAt: sent.createdAt,
    },
    sentDocuments,
  };
}
