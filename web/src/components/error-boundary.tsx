import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from './ui/icons';

interface TErrorBoundaryProps {
  children: ReactNode;
}

interface TErrorBoundaryState {
  failed: boolean;
}

/** Catches render errors below it and shows a German message instead of a blank page. */
export class ErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): TErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Fehler beim Anzeigen der Seite:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <AlertIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-stone-900">Da ist etwas angebrannt</h1>
        <p className="mt-2 text-stone-600">
          Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte lade die Seite neu oder versuche es später
          noch einmal.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Seite neu laden
          </button>
          <a
            href="/"
            className="inline-flex h-11 items-center rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-cream-50"
          >
            Zur Startseite
          </a>
        </div>
      </div>
    );
  }
}
