import { useParams } from 'react-router';
import { ReadOnlyConfigurator } from '@insulcalc/insulation';

/** The route's record (its entity and id) in the configurator, read-only (decision 0047). */
export default function ReadOnlyConfiguratorPage() {
  const { entityId = '', instanceId = '' } = useParams();
  return (
    <ReadOnlyConfigurator key={`${entityId}/${instanceId}`} entityId={entityId} instanceId={instanceId} />
  );
}
