/** Lower case without accents, so "Ile-Ife" matches "ife" and "Ọ̀yọ́" matches "oyo". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when every word typed appears somewhere in the text. */
export function matchesEveryWord(text: string, typed: string): boolean {
  const haystack = normalize(text);
  const words = normalize(typed).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.every((word) => haystack.includes(word));
}
