import { Component, type ReactNode } from 'react';

interface ChatLoadBoundaryProps {
  children: ReactNode;
  /** What the visitor reads instead of the chat, in the page's language. */
  failureMessage: string;
}

interface ChatLoadBoundaryState {
  failed: boolean;
}

/** Keeps the page usable when the chat's code cannot be downloaded (for example offline). */
export class ChatLoadBoundary extends Component<ChatLoadBoundaryProps, ChatLoadBoundaryState> {
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
        {this.props.failureMessage}
      </p>
    );
  }
}
