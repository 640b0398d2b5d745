import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { cn } from '#app/components/ui/class-names.ts';
import { principles } from './about-content.ts';
import { useContent } from '#languages/content.ts';

const principleIcons: readonly IconName[] = ['target', 'eye', 'gem'];

/**
 * Mission, vision and core values: a compact list beside the story on the home page, three
 * columns on the about page.
 */
export function PrincipleList({ layout }: { layout: 'list' | 'columns' }) {
  const localPrinciples = useContent('company.principles', principles);
  return (
    <ul className={cn(layout === 'columns' ? 'grid gap-8 md:grid-cols-3' : 'space-y-5')}>
      {localPrinciples.map((principle, index) => (
        <li key={principleIcons[index]} className={cn('flex gap-4', layout === 'columns' && 'md:flex-col')}>
          <span
            aria-hidden="true"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
          >
            <Icon name={principleIcons[index] ?? 'target'} className="size-5" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink">{principle.title}</h3>
            <p className="mt-1 text-ink-muted">{principle.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
