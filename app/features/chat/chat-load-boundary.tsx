import { Component, type ReactNode } from 'react';

interface ChatLoadBoundaryState {
  failed: boolean;
}

/** Keeps the page usable when the chat's code cannot be downloaded (for example offline). */
export class ChatLoadBoundary extends Component<{ children: ReactNode }, ChatLoadBoundaryState> {
  override state: ChatLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChatLoadBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        className="fixed right-5 bottom-24 z-40 max-w-xs rounded-lg bg-white p-3 text-sm text-slate-900 shadow-lg"
      >
        The chat could not load. Please check your connection and reload the page.
      </p>
    );
  }
}
