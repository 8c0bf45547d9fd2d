import { usePage } from '@insulcalc/shell';
import { Configurator, useUi } from '@insulcalc/insulation';

export default function ConfiguratorPage() {
  const { t } = useUi();
  usePage({ title: t('Insulation_Page_Configurator') });
  return <Configurator />;
}
