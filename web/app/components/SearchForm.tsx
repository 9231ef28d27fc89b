import { useWords } from './page-language';
import { SEARCH_TEXT_MAX_LENGTH } from '@journey-canvas/shared';

interface SearchFormProps {
  /** The input's id, unique on the page (the navigation bar holds two forms: bar and phone menu). */
  id: string;
  /** Tells this search landmark from another on the same page. */
  name: string;
  className?: string;
  defaultValue?: string;
  visibleLabel?: boolean;
  compact?: boolean;
}

export function SearchForm({ id, name, className, defaultValue, visibleLabel = false, compact = false }: SearchFormProps) {
  const words = useWords();
  return (
    <form
      method="get"
      action={words.path('/search')}
      role="search"
      aria-label={name}
      className={`search-form ${className ?? ''}`.trim()}
    >
      <label htmlFor={id} className={visibleLabel ? 'search-label' : 'visually-hidden'}>
        {words.searchStories}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder={compact ? words.searchShortPlaceholder : words.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={compact ? 'search-button compact' : 'search-button button primary'}>
        {compact ? <span className="search-icon" aria-hidden="true" /> : null}
        <span className={compact ? 'visually-hidden' : undefined}>{words.search}</span>
      </button>
    </form>
  );
}
