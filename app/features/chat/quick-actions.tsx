import { useContent } from '#languages/content.ts';
import { chatTexts } from './chat-texts.ts';

interface QuickActionsProps {
  disabled: boolean;
  onChoose: (label: string) => void;
}

/** Ready-made first questions, offered under the greeting. */
export function QuickActions({ disabled, onChoose }: QuickActionsProps) {
  const texts = useContent('chat', chatTexts);
  return (
    <div role="group" aria-label={texts.quickQuestions} className="flex flex-wrap gap-2 px-4 pb-3">
      {texts.quickActions.map((label) => (
        <button
          key={label}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(label)}
          className="rounded-full border border-teal-700 px-3 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50 disabled:opacity-60"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
