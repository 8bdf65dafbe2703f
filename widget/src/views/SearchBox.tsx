import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { nextActiveIndex } from '../core/nextActiveIndex';
import { plainName } from '../core/splitMarked';
import type { Popup } from '../stores/popup';
import type { Search } from '../stores/search';
import { Highlighted } from './Highlighted';

export interface SearchBoxProps {
  search: Search;
  popup: Popup;
}

const LIST_ID = 'sp-results';
const optionId = (i: number) => 'sp-result-' + i;

/** The search input as an ARIA 1.2 combobox with its list of matching products. */
export function SearchBox({ search, popup }: SearchBoxProps) {
  const state = useStore(search.$search);
  const open = useStore(popup.$open);
  const requested = useStore(popup.$requested);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  const items = (state.mode === 'typed' && state.results?.products) || [];
  const expanded = open && items.length > 0;

  useEffect(() => setActive(-1), [state.resultsFor]);

  useEffect(() => {
    if (!requested || !input.current) return;
    input.current.value = requested.keyword;
    input.current.focus();
    search.setQuery(requested.keyword);
  }, [requested]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys pressed while a syllable is being composed belong to the IME.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      popup.open();
      if (!items.length) return;
      setActive((i) => nextActiveIndex(i, e.key === 'ArrowDown' ? 1 : -1, items.length));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      popup.close();
      setActive(-1);
    }
  };

  const status =
    state.mode !== 'typed' ? ''
    : state.status === 'error' ? '검색 결과를 불러오지 못했습니다.'
    : state.status === 'idle' && state.resultsFor === state.query
      ? items.length ? `상품 ${items.length}개가 검색되었습니다.` : '검색 결과가 없습니다.'
      : '';

  return (
    <div className="sp-search">
      <form className="sp-field" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          ref={input}
          className="sp-input"
          type="text"
          role="combobox"
          aria-label="검색어 입력"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 && active < items.length ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="검색어를 입력해 주세요"
          onFocus={() => popup.open()}
          onInput={(e) => {
            popup.open();
            search.setQuery(e.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul id={LIST_ID} className="sp-list" role="listbox" aria-label="추천 상품" hidden={!expanded}>
        {expanded &&
          items.map((p, i) => (
            <li
              key={p.code || i}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'sp-option sp-active' : 'sp-option'}
              onMouseEnter={() => setActive(i)}
              title={plainName(p.name)}
            >
              <span className="sp-name"><Highlighted name={p.name} /></span>
              {p.author && <span className="sp-meta">{p.author}</span>}
            </li>
          ))}
      </ul>
      <div className="sp-sr" aria-live="polite" role="status">{status}</div>
    </div>
  );
}
