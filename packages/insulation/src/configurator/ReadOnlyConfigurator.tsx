/**
 * A request's calculation in the configurator, read-only (decision 0047): the inputs the visitor
 * sent, shown but not editable, and the results the configurator computes from them. Nothing is
 * saved: the view never touches the user's own project (the project slice and its autosave).
 */
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated, usePage } from '@insulcalc/shell';
import { useUi } from '../components/ui';
import type { RequestCalculationDto } from '@insulcalc/api-schema';
import { useGetRequestCalculationQuery } from '../api/insulationApi';
import { fromStoredCalculation, type StoredCalculation } from '../domain/stored';
import type { Project } from '../domain/types';
import { useConfiguratorCodeLists } from './Configurator';
import type { ConfiguratorCodeLists } from './codeLists';
import { ConfiguratorView } from './ConfiguratorView';

export interface ReadOnlyConfiguratorProps {
  /** The record that carries the calculation (an offer request). */
  entityId: string;
  instanceId: string;
  /** Overrides the code lists from the API (tests, stories). */
  codeLists?: ConfiguratorCodeLists;
}

const ignore = () => {};

/** The request's stored calculation as a one-calculation project (never the user's own). */
export function requestProject(configurator: NonNullable<RequestCalculationDto['configurator']>): Project {
  const calculation = fromStoredCalculation(configurator.calculation as StoredCalculation);
  return {
    projectId: null,
    name: configurator.projectName ?? '',
    calculationData: [
      { ...calculation, name: configurator.calculationName ?? calculation.name, isSelected: true },
    ],
  };
}

export function ReadOnlyConfigurator({ entityId, instanceId, codeLists: fixed }: ReadOnlyConfiguratorProps) {
  const ui = useUi();
  const { t } = ui;
  usePage({ title: t('Insulation_ReadOnly_Title') });
  const fromApi = useConfiguratorCodeLists();
  const codeLists = fixed ?? fromApi;
  const signedIn = useSelector((s: unknown) =>
    selectIsAuthenticated(s as Parameters<typeof selectIsAuthenticated>[0]),
  );
  // A request is staff's business: a visitor is asked to sign in, and the server is not asked.
  const answer = useGetRequestCalculationQuery({ entityId, instanceId }, { skip: !signedIn });
  const configurator = answer.data?.configurator ?? null;
  const project = useMemo(() => (configurator ? requestProject(configurator) : null), [configurator]);

  if (!signedIn) {
    const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
    return (
      <div className="icc-configurator">
        <h1>{t('Insulation_ReadOnly_Title')}</h1>
        <p data-testid="read-only-sign-in">
          {t('Insulation_ReadOnly_SignIn')}{' '}
          <a href={`/Account/LogOn?ReturnUrl=${encodeURIComponent(here)}`}>
            {t('Insulation_ReadOnly_SignInLink')}
          </a>
        </p>
      </div>
    );
  }
  if (answer.isLoading) {
    return (
      <p role="status" className="icc-route-loading" style={{ minHeight: '100vh' }}>
        {t('Insulation_Configurator_Loading')}
      </p>
    );
  }
  if (!project) {
    // A failure's reason is on the page already (the shell's messages show the server's problem).
    return (
      <div className="icc-configurator">
        <h1>{t('Insulation_ReadOnly_Title')}</h1>
        <p data-testid="read-only-missing">
          {t(answer.isError ? 'Insulation_ReadOnly_Failed' : 'Insulation_ReadOnly_None')}
        </p>
      </div>
    );
  }
  return (
    <ConfiguratorView
      ui={ui}
      project={project}
      codeLists={codeLists}
      onAdd={ignore}
      onRemove={ignore}
      onRename={ignore}
      onSelect={ignore}
      onChange={ignore}
      readOnly
      notice={
        <p>
          <strong>{t('Insulation_ReadOnly_Label')}</strong> {t('Insulation_ReadOnly_Banner')}
        </p>
      }
    />
  );
}
