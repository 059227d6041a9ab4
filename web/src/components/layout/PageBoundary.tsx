import { Component, type ReactNode } from 'react';

interface Props {
  /** The location shown: a new one renders the page again after a failure. */
  pathname: string;
  /** Shown when the page throws (its chunk failed to load, or a bug). */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/** E.g. a chunk that could not be fetched after a deploy; header and footer stay. */
export class PageBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
