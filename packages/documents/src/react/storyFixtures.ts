import type { TemplateDetail, TemplateSummary } from './api';

/**
 * The seeded Offer template (apps/server/seed/documents/Offer.json, shortened) as
 * GET api/v1/documents/templates/Offer answers it, and the template list of the OfferRequest
 * entity, for the stories.
 */
const offerSource = {
  format: 'pdf',
  title: { en: 'Offer for {{ instance.ContactName }}', de: 'Angebot für {{ instance.ContactName }}' },
  fileName: { en: 'Offer-{{ instance.ContactName }}', de: 'Angebot-{{ instance.ContactName }}' },
  page: { size: 'A4', margin: 50 },
  footer: {
    left: 'Insulcalc · {{ instance.ContactName }}',
    right: "{{ 'Documents_PageOf' | t: page=page, pages=pages }}",
  },
  body: [
    {
      type: 'brand',
      title: { en: 'Offer', de: 'Angebot' },
      tagline: {
        en: 'Thermal insulation of technical installations',
        de: 'Wärmedämmung betriebstechnischer Anlagen',
      },
      logo: 'brand.logo',
    },
    { type: 'heading', text: '{{ instance.Company }}' },
    { type: 'paragraph', text: '{{ instance.ContactName }}, {{ instance.Email }}' },
  ],
};

export function offerTemplate(over: Partial<TemplateDetail> = {}): TemplateDetail {
  return {
    id: 'Offer',
    name: 'Offer',
    entityId: 'OfferRequest',
    title: 'Offer',
    publishedVersion: 2,
    draft: null,
    published: { version: 2, source: offerSource },
    versions: [
      {
        version: 2,
        status: 'published',
        createdBy: 'admin',
        createdAt: '2026-11-12T09:30:00Z',
        publishedAt: '2026-11-12T09:41:00Z',
      },
      {
        version: 1,
        status: 'archived',
        createdBy: 'admin',
        createdAt: '2026-10-02T14:05:00Z',
        publishedAt: '2026-10-02T14:10:00Z',
      },
    ],
    sample: {
      ContactName: 'Ana Novak',
      Company: 'Termo d.o.o.',
      Email: 'ana.novak@termo.si',
      Country: 'SI',
      Calculations: [{ Name: 'Steam line DN 150', HeatLoss: 42.5 }],
    },
    paths: [
      'instance.ContactName',
      'instance.Company',
      'instance.Email',
      'instance.Country',
      'instance.Calculations',
      'brand.logo',
    ],
    ...over,
  };
}

/** The templates of the OfferRequest entity (one not yet published: the dialog leaves it out). */
export const offerRequestTemplates: TemplateSummary[] = [
  { id: 'Offer', name: 'Offer', entityId: 'OfferRequest', title: 'Offer', publishedVersion: 2 },
  {
    id: 'CalculationReport',
    name: 'CalculationReport',
    entityId: 'OfferRequest',
    title: 'Calculation report',
    publishedVersion: 1,
  },
  {
    id: 'OfferReminder',
    name: 'OfferReminder',
    entityId: 'OfferRequest',
    title: 'Offer reminder',
    publishedVersion: null,
  },
];
