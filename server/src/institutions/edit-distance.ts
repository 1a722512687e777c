/**
 * How many single-letter edits turn `a` into `b`: a letter wrong, missing, added, or two
 * neighbours swapped each count one (optimal string alignment, the Damerau–Levenshtein distance
 * in which no letter is edited twice). Typing mistakes are mostly of these four kinds, and plain
 * Levenshtein would count a swap ("Univeristy") as two.
 */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  // Three rows of the table are all the recurrence reads.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, beforePrevious[j - 2]! + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length]!;
}
