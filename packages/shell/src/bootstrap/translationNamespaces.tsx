import { use, type ComponentType, type ReactNode } from 'react';
import { useOptionalShellServices } from '../services/services';

/**
 * Makes the texts of translation namespaces (a package's name without its scope, with the
 * namespaces it needs) present before the calling component renders: it suspends while they
 * load, so no key ever shows. A lazily loaded package calls it at the top of its page (or wraps
 * the page in {@link withTranslationNamespaces}); under the same Suspense boundary as the page's
 * chunk, both load at once. Outside a shell (stories, tests) it does nothing.
 */
export function useTranslationNamespaces(namespaces: readonly string[]): void {
  const translator = useOptionalShellServices()?.translator;
  // use() is called on every render (React asks that of a component that suspended once); with
  // the texts here it gets a promise React already knows as fulfilled, so it does not suspend.
  use(translator && !translator.has(namespaces) ? translator.load(namespaces) : LOADED);
}

const LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** A component rendered once its translation namespaces are loaded (see useTranslationNamespaces). */
export function withTranslationNamespaces<P extends object>(
  Component: ComponentType<P>,
  namespaces: readonly string[],
): ComponentType<P> {
  function WithTranslationNamespaces(props: P): ReactNode {
    useTranslationNamespaces(namespaces);
    return <Component {...props} />;
  }
  WithTranslationNamespaces.displayName = `WithTranslationNamespaces(${Component.displayName ?? Component.name})`;
  return WithTranslationNamespaces;
}
