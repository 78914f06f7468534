import { Button, Callout, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A part of a screen that is not drawn at first (a popover's content, a dialog) and whose code is
// fetched when it first is: it stays out of the console's first load (issue 16 item 4).

const PartFailure = () => {
  const { t } = useTranslation('common');
  return (
    <Callout intent="warning" icon="offline">
      <p>{t('chunk.failed-description')}</p>
      <Button text={t('error.reload')} icon="refresh" onClick={() => window.location.reload()} />
    </Callout>
  );
};

export type LazyPart<P> = ((props: P) => JSX.Element) & {
  /** Starts fetching the code (on a hover or focus of what opens it). */
  preload: () => void;
};

/**
 * The component `load` resolves to, drawn with a spinner (or `fallback`) while its code loads, and a reload offer
 * (rather than an error that takes the page down) when the code cannot be fetched.
 */
export const lazyPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = <Spinner size={20} /> }: { fallback?: ReactNode } = {},
): LazyPart<P> => {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown): { default: ComponentType<P> } => {
        console.error(error);
        return { default: PartFailure };
      },
    ));
  const Lazy = lazy(start);
  const Part = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Part, { preload: () => void start() });
};
