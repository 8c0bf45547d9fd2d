import { Link } from 'react-router';
import { Landing, type LandingLinkProps } from '@insulcalc/insulation';

function RouterLink({ to, className, children }: LandingLinkProps) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** Home and the public catch-all: the landing page. */
export function HomePage() {
  return <Landing configuratorPath="/Configurator" LinkComponent={RouterLink} />;
}
