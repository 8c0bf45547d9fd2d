import type { Ui } from '../components/ui';
import { toStoredCalculation } from '../domain/stored';
import type { Calculation, Project } from '../domain/types';

/** The public OfferRequest form route and section (seeded by the server's forms module). */
export const OFFER_REQUEST_PATH = 'OfferRequest/General';

/** What the offer request carries of the configurator's selected calculation. */
export function calculationReference(
  project: Project,
  calculation: Calculation,
  headline?: { label: string; value: string; unit: string },
) {
  return {
    projectName: project.name,
    calculationId: calculation.calculationId,
    calculationName: calculation.name,
    ...(headline ? { headline: { label: headline.label, value: headline.value, unit: headline.unit } } : {}),
    calculation: toStoredCalculation(calculation),
  };
}

/**
 * The address of the OfferRequest form with the selected calculation attached (spec §2: `__jc`
 * carries JSON with a Parameters field; the form's hidden CalculationReference takes it).
 */
export function requestOfferHref(reference: ReturnType<typeof calculationReference>): string {
  const jc = JSON.stringify({ Parameters: { CalculationReference: reference } });
  return `${OFFER_REQUEST_PATH}?__jc=${encodeURIComponent(jc)}`;
}

/** "Request an offer" beside the report: opens the public offer form with this calculation. */
export function RequestOfferLink({ ui, href }: { ui: Ui; href: string }) {
  return (
    <a className="icc-button icc-button--secondary icc-request-offer" href={href}>
      {ui.t('DynamicForm_RequestOffer')}
    </a>
  );
}
