import { describe, expect, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { isTabletSort, visibleTablets } from './visible-tablets.ts';

function tablet(name: string, genericName: string, price: number): Tablet {
  return {
    id: name,
    name,
    genericName,
    price,
    version: 1,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
  };
}

const tablets = [
  tablet('Metformin 500', 'Metformin hydrochloride', 45),
  tablet('azithromycin 500', 'Azithromycin', 120.5),
  tablet('Dolo 650', 'Paracetamol', 30),
  tablet('Crocin Advance', 'Paracetamol', 25.75),
];

const names = (list: Tablet[]) => list.map((entry) => entry.name);

describe('visibleTablets', () => {
  it('sorts by name, ignoring case, both ways', () => {
    expect(names(visibleTablets(tablets, '', 'name-asc'))).toEqual([
      'azithromycin 500',
      'Crocin Advance',
      'Dolo 650',
      'Metformin 500',
    ]);
    expect(names(visibleTablets(tablets, '', 'name-desc'))).toEqual([
      'Metformin 500',
      'Dolo 650',
      'Crocin Advance',
      'azithromycin 500',
    ]);
  });

  it('sorts by price both ways', () => {
    expect(names(visibleTablets(tablets, '', 'price-asc'))).toEqual([
      'Crocin Advance',
      'Dolo 650',
      'Metformin 500',
      'azithromycin 500',
    ]);
    expect(names(visibleTablets(tablets, '', 'price-desc'))[0]).toBe('azithromycin 500');
  });

  it('searches name and generic name, case-insensitively, ignoring surrounding spaces', () => {
    expect(names(visibleTablets(tablets, '  PARACETAMOL ', 'name-asc'))).toEqual([
      'Crocin Advance',
      'Dolo 650',
    ]);
    expect(names(visibleTablets(tablets, 'dolo', 'name-asc'))).toEqual(['Dolo 650']);
    expect(visibleTablets(tablets, 'ibuprofen', 'name-asc')).toEqual([]);
  });

  it('leaves the given list untouched', () => {
    const copy = [...tablets];
    visibleTablets(tablets, '', 'price-desc');
    expect(tablets).toEqual(copy);
  });

  it('recognises only the known sort values', () => {
    expect(isTabletSort('price-asc')).toBe(true);
    expect(isTabletSort('newest')).toBe(false);
  });
});
