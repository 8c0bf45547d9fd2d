import { Link } from 'react-router';
import { usePage } from '@insulcalc/shell';
import { Landing, useUi, type LandingLinkProps } from '@insulcalc/insulation';

function RouterLink({ to, className, children }: LandingLinkProps) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** Home and the public catch-all: the landing page. */
export function HomePage() {
  const { t } = useUi();
  usePage({ title: t('Insulation_Page_Home') });
  return <Landing configuratorPath="/Configurator" LinkComponent={RouterLink} />;
}
