import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { usePage } from '@insulcalc/shell';
import { Configurator, selectConfiguratorListsSettled, useUi } from '@insulcalc/insulation';
import { takeOverPrerendered } from './prerendered';

export default function ConfiguratorPage() {
  const { t } = useUi();
  usePage({ title: t('Insulation_Page_Configurator') });
  const listsSettled = useSelector(selectConfiguratorListsSettled);
  // The page is complete once its lists are in (the server-rendered one had them): it then takes
  // the place of the server's markup (in the next frame, prerendered.ts). A passive effect, not a
  // layout effect: the configurator's own effects run first (a child's before its parent's), and
  // one of them puts a returning visitor's kept project into the store, whose render React
  // finishes before that frame. So the page shown is the visitor's, never the default project
  // first (decision 0040).
  useEffect(() => {
    if (listsSettled) takeOverPrerendered();
  }, [listsSettled]);
  return <Configurator />;
}
