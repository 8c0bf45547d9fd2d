import regularFont from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import { usePage } from '@insulcalc/shell';
import { Configurator, setReportFontUrls, useUi } from '@insulcalc/insulation';

// The PDF report sets its text in Noto Sans (every letter of the six languages).
setReportFontUrls({ regular: regularFont });

export default function ConfiguratorPage() {
  const { t } = useUi();
  usePage({ title: t('Insulation_Page_Configurator') });
  return <Configurator />;
}
