import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import { Text } from '../../../components/ui/text';
import * as space from '../../../components/ui/space.module.css';
import * as styles from './search-suggestions.module.css';

export interface SearchSuggestionsProps {
  /** Names the service found closest to a search that matched nothing. */
  suggestions: string[];
  /** Searches again for the name chosen. */
  onChoose: (name: string) => void;
}

/** "Did you mean …": each suggestion a button that searches for it. */
export function SearchSuggestions({ suggestions, onChoose }: SearchSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <div className={space.mb2}>
      <Text id="search-suggestions" className={space.mb1}>
        Did you mean:
      </Text>
      <ul aria-labelledby="search-suggestions" className={styles.list}>
        {suggestions.map((name) => (
          <li key={name}>
            <button type="button" className={buttonClass('outlined')} onClick={() => onChoose(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the status line adds when there are suggestions, so a screen reader hears them too. */
export const suggestionsSentence = (suggestions: string[]) =>
  suggestions.length === 0 ? '' : ` Did you mean ${suggestions.map((name) => `“${name}”`).join(' or ')}?`;
