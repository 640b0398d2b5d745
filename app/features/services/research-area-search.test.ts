import { describe, expect, it } from 'vitest';
import { researchAreas } from '#app/data/services/clinical-research.ts';
import { filterResearchAreas, researchCountText } from './research-area-search.ts';

const names = (query: string) => filterResearchAreas(researchAreas, query).map((area) => area.name);

describe('filterResearchAreas', () => {
  it('returns every area for a blank query', () => {
    expect(filterResearchAreas(researchAreas, '  ')).toEqual(researchAreas);
  });

  it('matches the name, ignoring case', () => {
    expect(names('NEUROLOGY')).toEqual(['Neurology']);
  });

  it('matches the description', () => {
    expect(names('hypertension')).toEqual(['Cardiovascular Health']);
    expect(names('b12')).toEqual(['Neurology']);
  });

  it('does not match on the status', () => {
    expect(names('Recruiting')).toEqual([]);
  });

  it('returns nothing when no area matches', () => {
    expect(names('dermatology')).toEqual([]);
  });
});

describe('researchCountText', () => {
  it('describes all, some and none', () => {
    expect(researchCountText(6, 6)).toBe('Showing all 6 research areas');
    expect(researchCountText(1, 6)).toBe('Showing 1 of 6 research areas');
    expect(researchCountText(0, 6)).toBe('No research areas found');
  });
});
