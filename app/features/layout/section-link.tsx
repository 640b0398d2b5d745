import type { ComponentProps, MouseEvent } from 'react';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import type { HomeSectionId } from './navigation.ts';
import { scrollToSection } from './section-scroll.ts';

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & { section: HomeSectionId };

/**
 * A link to a section of the home page in the page's language: `/#about`, `/te#about`. From any
 * other page it opens the home page at that section. On the home page the browser scrolls there (smoothly, through the page's CSS) and
 * puts the hash in the address; the section then also takes focus, so Tab continues from there.
 */
export function SectionLink({ section, onClick, children, ...props }: SectionLinkProps) {
  const { locale } = useTranslate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || window.location.pathname !== localHref('/', locale)) return;
    // After the browser has followed the link to the section.
    window.setTimeout(() => scrollToSection(section, { focus: true, scroll: false }));
  };
  return (
    <a href={localHref(`/#${section}`, locale)} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
