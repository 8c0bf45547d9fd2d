import { useLayoutEffect } from 'react';
import { useSelector } from 'react-redux';
import { usePage } from '@insulcalc/shell';
import { Configurator, selectConfiguratorListsSettled, useUi } from '@insulcalc/insulation';
import { takeOverPrerendered } from './prerendered';

export default function ConfiguratorPage() {
  const { t } = useUi();
  usePage({ title: t('Insulation_Page_Configurator') });
  const listsSettled = useSelector(selectConfiguratorListsSettled);
  // The page is complete once its lists are in (the server-rendered one had them): it then takes
  // the place of the server's markup, before the browser paints this commit.
  useLayoutEffect(() => {
    if (listsSettled) takeOverPrerendered();
  }, [listsSettled]);
  return <Configurator />;
}
