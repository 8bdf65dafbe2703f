// The package's types: <search-popup> in React's JSX and the typed searchpopup:* events (no code is imported).
import type {} from '@bookmedia-shop/search-popup';
import { useEffect, useRef, useState } from 'react';

const LAST = 'example:last-search';

export function App() {
  const box = useRef<HTMLElementTagNameMap['search-popup']>(null);
  // The search leaves for the shop's results page: what was searched is kept for when the shopper comes back.
  const [last, setLast] = useState(() => sessionStorage.getItem(LAST));

  useEffect(() => {
    const el = box.current!;
    // `e.detail` is typed: { keyword, target, url }.
    const onSearch = (e: HTMLElementEventMap['searchpopup:search']) => {
      sessionStorage.setItem(LAST, e.detail.keyword);
      setLast(e.detail.keyword);
    };
    el.addEventListener('searchpopup:search', onSearch);
    return () => el.removeEventListener('searchpopup:search', onSearch);
  }, []);

  return (
    <>
      <header>
        <h1>책 모임</h1>
        <search-popup ref={box} />
      </header>
      <main>
        <p>
          마지막 검색어: <output id="last-search">{last ?? '없음'}</output>
        </p>
      </main>
    </>
  );
}
