import { type RefObject, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { useDomId } from '#app/lib/dom-id.ts';
import { useContent } from '#languages/content.ts';
import { chatTexts } from './chat-texts.ts';

interface ChatComposerProps {
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Returns true when the text was sent, so the field can be cleared. */
  onSend: (text: string) => boolean;
}

/** The message field and its send button. */
export function ChatComposer({ disabled, inputRef, onSend }: ChatComposerProps) {
  const inputId = useDomId();
  const [draft, setDraft] = useState('');
  const texts = useContent('chat', chatTexts);

  return (
    <form
      className="flex items-center gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(draft)) setDraft('');
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {texts.yourMessage}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={disabled}
        maxLength={500}
        autoComplete="off"
        placeholder={texts.placeholder}
        className="min-w-0 flex-1 rounded-full border border-slate-400 px-4 py-2 text-sm text-slate-900 placeholder:text-slate-600 disabled:bg-slate-100"
      />
      <button
        type="submit"
        disabled={disabled}
        aria-label={texts.sendMessage}
        className="rounded-full bg-teal-700 p-2.5 text-white hover:bg-teal-800 disabled:opacity-60"
      >
        <Icon name="send-horizontal" className="size-5" />
      </button>
    </form>
  );
}
