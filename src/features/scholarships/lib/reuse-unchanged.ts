import type { InstitutionWithScholarships } from '@lendbridge/contract';

/**
 * The service's fresh institutions, with every one that has not changed since the build replaced
 * by the pre-rendered object itself (and the pre-rendered list itself when nothing changed), so
 * memoised lists and cards see the same objects and do not redraw the page when the answer comes.
 */
export function reuseUnchanged(
  fresh: InstitutionWithScholarships[],
  prerendered: InstitutionWithScholarships[],
): InstitutionWithScholarships[] {
  const before = new Map(prerendered.map((institution) => [institution.id, institution]));
  const items = fresh.map((institution) => {
    const built = before.get(institution.id);
    return built && JSON.stringify(built) === JSON.stringify(institution) ? built : institution;
  });
  const unchanged = items.length === prerendered.length && items.every((item, i) => item === prerendered[i]);
  return unchanged ? prerendered : items;
}
