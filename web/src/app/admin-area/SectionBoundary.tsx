import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered when a child throws (e.g. a section's chunk failed to load); `reset` renders again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing admin section from taking the whole admin area down. */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('An admin section failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
