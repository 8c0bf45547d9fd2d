import regularFont from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import { Configurator, setReportFontUrls } from '@insulcalc/insulation';

// The PDF report sets its text in Noto Sans (every letter of the six languages).
setReportFontUrls({ regular: regularFont });

export default function ConfiguratorPage() {
  return <Configurator />;
}
