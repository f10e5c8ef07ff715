// A failed screen never leaves a blank page: chunk-load failures (SPEC §8, 120 s timeout) and render errors show a
// message with a retry.
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Notice, retryLabel } from './Notice';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export class ScreenErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(error.name === 'ChunkLoadError' ? '[ott] chunk-load error' : '[ott] screen error', error);
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const chunk =
      this.state.error.name === 'ChunkLoadError' ||
      /dynamically imported module|Loading chunk/i.test(this.state.error.message);
    return (
      <Notice
        as="section"
        role="alert"
        testId="screen-error"
        title={
          chunk ? (
            <FormattedMessage
              id="error.chunk"
              defaultMessage="This page could not be loaded. Check your connection."
            />
          ) : (
            <FormattedMessage id="error.unknown" />
          )
        }
        action={{ label: retryLabel, onClick: () => window.location.reload() }}
      />
    );
  }
}
