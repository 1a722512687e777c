/** More words than this add nothing to a search but cost the database a join per word. */
export const MAX_SEARCH_TERMS = 8;

export interface SearchTerms {
  /** Every word must match: what decides whether a row is a hit and how it ranks. */
  allWords: string;
  /** Any word matches: a cheap, index-backed superset of the hits, narrowed by `allWords`. */
  anyWord: string;
}

// Apostrophes join a word ("Nigeria’s"): splitting there would add a one-letter prefix that matches everything.
const APOSTROPHES = /['’‘`]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Turns what a person typed into `to_tsquery` input. Only letters and digits survive, so nothing
 * they type can be read as tsquery syntax; each word is a prefix (`:*`), so a search typed one
 * letter at a time finds results before the word is finished. Null: nothing to search for.
 */
export function toSearchTerms(searchWord: string | undefined): SearchTerms | null {
  if (!searchWord) return null;
  const words = [...new Set(searchWord.replace(APOSTROPHES, '').toLowerCase().match(WORD) ?? [])].slice(
    0,
    MAX_SEARCH_TERMS,
  );
  if (words.length === 0) return null;
  const prefixes = words.map((word) => `${word}:*`);
  return { allWords: prefixes.join(' & '), anyWord: prefixes.join(' | ') };
}
