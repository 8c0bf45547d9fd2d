/**
 * The public landing page (Home, and the public catch-all): what the calculator does, for whom,
 * and a clear way into it. Plain HTML and a small stylesheet, so it is fast on a phone.
 */
import type { ComponentType, ReactNode } from 'react';
import { useUi } from '../components/ui';
import './landing.css';

export interface LandingLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

export interface LandingProps {
  /** Where the configurator lives (app-relative), default '/Configurator'. */
  configuratorPath?: string;
  /** The public offer form, default '/OfferRequest/General' (an offer without a calculation). */
  offerPath?: string;
  /** The app's link component (react-router's Link); a plain anchor by default. */
  LinkComponent?: ComponentType<LandingLinkProps>;
}

function Anchor({ to, className, children }: LandingLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

const TYPES = [
  'HeatLoss',
  'SurfaceTemperature',
  'Condensation',
  'Freezing',
  'FlowingMedium',
  'StaticMedium',
] as const;
const AUDIENCES = ['Engineers', 'Installers', 'Consultants', 'Operators'] as const;
const STEPS = ['Object', 'Insulation', 'Results'] as const;

export function Landing({
  configuratorPath = '/Configurator',
  // RequestOfferLink's OFFER_REQUEST_PATH, written out: importing it would pull the calculation
  // mapping into the landing's small bundle.
  offerPath = '/OfferRequest/General',
  LinkComponent = Anchor,
}: LandingProps) {
  const { t } = useUi();
  return (
    <div className="icc-landing">
      <section className="icc-landing__hero" aria-labelledby="icc-landing-title">
        <h1 id="icc-landing-title">{t('Insulation_Landing_Title')}</h1>
        <p className="icc-landing__lead">{t('Insulation_Landing_Lead')}</p>
        <LinkComponent to={configuratorPath} className="icc-landing__cta">
          {t('Insulation_Landing_Start')}
        </LinkComponent>
        <p className="icc-landing__free">{t('Insulation_Landing_Free')}</p>
      </section>

      <section className="icc-landing__section" aria-labelledby="icc-landing-what">
        <h2 id="icc-landing-what">{t('Insulation_Landing_WhatTitle')}</h2>
        <ul className="icc-landing__cards">
          {TYPES.map((type) => (
            <li key={type}>
              <h3>{t(`Insulation_Landing_Type_${type}`)}</h3>
              <p>{t(`Insulation_Landing_Type_${type}_Text`)}</p>
            </li>
          ))}
        </ul>
        <p>{t('Insulation_Landing_Objects')}</p>
      </section>

      <section className="icc-landing__section" aria-labelledby="icc-landing-who">
        <h2 id="icc-landing-who">{t('Insulation_Landing_WhoTitle')}</h2>
        <ul className="icc-landing__list">
          {AUDIENCES.map((a) => (
            <li key={a}>{t(`Insulation_Landing_Who_${a}`)}</li>
          ))}
        </ul>
      </section>

      <section className="icc-landing__section" aria-labelledby="icc-landing-how">
        <h2 id="icc-landing-how">{t('Insulation_Landing_HowTitle')}</h2>
        <ol className="icc-landing__steps">
          {STEPS.map((s) => (
            <li key={s}>{t(`Insulation_Landing_Step_${s}`)}</li>
          ))}
        </ol>
        <p>{t('Insulation_Landing_Standards')}</p>
        <p>{t('Insulation_Landing_Accounts')}</p>
        <LinkComponent to={configuratorPath} className="icc-landing__cta icc-landing__cta--secondary">
          {t('Insulation_Landing_Start')}
        </LinkComponent>
        <p className="icc-landing__offer">
          <LinkComponent to={offerPath} className="icc-landing__offer-link">
            {t('Insulation_Landing_RequestOffer')}
          </LinkComponent>
        </p>
      </section>
    </div>
  );
}
