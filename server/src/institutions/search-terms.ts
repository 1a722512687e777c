/** More words than this add nothing to a search but cost the database work per word. */
export const MAX_SEARCH_TERMS = 8;

/** Shorter words are not completed or corrected: too many words are one letter away from them. */
export const MIN_FUZZY_WORD_LENGTH = 4;

/** Completions of a word being typed, and corrections of a mistyped one, kept per word. */
export const MAX_COMPLETIONS = 5;
export const MAX_CORRECTIONS = 3;

// Apostrophes join a word ("Nigeria’s"): splitting there would add a one-letter prefix that matches everything.
const APOSTROPHES = /['’‘`]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of what a person typed: lower case, letters and digits only (so nothing they type
 * can be read as tsquery syntax), in order, repeats kept. Null: nothing to search for.
 */
export function toSearchWords(searchWord: string | undefined): string[] | null {
  if (!searchWord) return null;
  const words = searchWord.replace(APOSTROPHES, '').toLowerCase().match(WORD) ?? [];
  return words.length === 0 ? null : words;
}

/** The distinct words a search looks for, at most MAX_SEARCH_TERMS of them. */
export const distinctWords = (words: string[]) => [...new Set(words)].slice(0, MAX_SEARCH_TERMS);

/**
 * Edits a word may be away from the word it was meant to be: one in a short word, two in a
 * long one (the same steps as common search engines' "auto" fuzziness).
 */
export const allowedEdits = (word: string) => ([...word].length >= 6 ? 2 : 1);

/** One typed word and what the catalogue's own words make of it. */
export interface WordForms {
  word: string;
  /** Catalogue words it begins ("universit" → "university"): the same word, still being typed. */
  completions: string[];
  /** Catalogue words it may be a mistyping of ("univeristy" → "university"), nearest first. */
  corrections: string[];
}

/** `to_tsquery('english', …)` texts for one search, and the phrase with its mistakes corrected. */
export interface SearchQueries {
  /** Every word as typed (or completed): a match without it is a match only through a correction. */
  exact: string;
  /** Every word, as typed, completed or corrected: what decides whether a row is a hit at all. */
  all: string;
  /** Any word: which of a hit institution's scholarships to show when no one holds every word. */
  any: string;
  /** `all` found in names alone (weight A), in names or titles (A, B), or in those or fields (A–C). */
  inNames: string;
  inTitles: string;
  inFields: string;
  /** The typed words, each mistyped one replaced by its nearest correction. */
  correctedPhrase: string;
}

type Weights = '' | 'A' | 'AB' | 'ABC';

/** One word's alternatives: the word as a prefix, its completions and (when asked) its corrections. */
function alternatives(forms: WordForms, weights: Weights, withCorrections: boolean): string {
  const whole = (word: string) => (weights ? `${word}:${weights}` : word);
  const words = [
    `${forms.word}:*${weights}`,
    ...forms.completions.map(whole),
    ...(withCorrections ? forms.corrections.map(whole) : []),
  ];
  return words.length === 1 ? words[0]! : `(${words.join(' | ')})`;
}

export function toQueries(words: WordForms[], typed: string[]): SearchQueries {
  const every = (weights: Weights, withCorrections: boolean) =>
    words.map((forms) => alternatives(forms, weights, withCorrections)).join(' & ');
  const corrected = new Map(words.map((forms) => [forms.word, forms.corrections[0] ?? forms.word]));
  return {
    exact: every('', false),
    all: every('', true),
    any: words.map((forms) => alternatives(forms, '', true)).join(' | '),
    inNames: every('A', true),
    inTitles: every('AB', true),
    inFields: every('ABC', true),
    correctedPhrase: typed.map((word) => corrected.get(word) ?? word).join(' '),
  };
}
