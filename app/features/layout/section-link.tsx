import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { HomeSectionId } from './navigation.ts';
import { sectionLinkState } from './section-scroll.ts';

type SectionLinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'state'> & { section: HomeSectionId };

/**
 * A link to a section of the home page: `/#about`. On the home page it scrolls there and puts the
 * hash in the address; from any other page it opens the home page at that section.
 */
export function SectionLink({ section, ...props }: SectionLinkProps) {
  return <Link to={{ pathname: '/', hash: `#${section}` }} state={sectionLinkState} {...props} />;
}
