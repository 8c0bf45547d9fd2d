import type { Breadcrumb } from '../state/types';
import { AppLink } from '../navigation/react';
import { useT } from './i18n';
import { Icon } from '@insulcalc/dialogs';

export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className="ic-breadcrumbs" aria-label={t('Shell_Breadcrumb')}>
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          const content = (
            <>
              {crumb.iconKey && <Icon iconKey={crumb.iconKey} className="ic-breadcrumb-icon" />}
              {crumb.title}
            </>
          );
          return (
            <li key={crumb.id}>
              {crumb.url && !last ? (
                <AppLink to={crumb.url}>{content}</AppLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
