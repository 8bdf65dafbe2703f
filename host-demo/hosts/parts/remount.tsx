import { useState, type ComponentType } from 'react';

/** A search box made anew on each generation. */
export type Box = ComponentType<{ generation: number }>;

/** The remount state of a React host page: the search box's key (`generation`) and whether it is in the page. */
export function useRemount() {
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState(true);
  return {
    generation,
    shown,
    rekey: () => setGeneration((g) => g + 1),
    toggle: () => setShown((s) => !s),
  };
}

/** The page: the header with the box, `#rekey` (a new key) and `#toggle` (out, and back in). */
export function RemountPage({ state: s, Box }: { state: ReturnType<typeof useRemount>; Box: Box }) {
  return (
    <>
      <header className="site-header">
        <a href="/">데모서점</a>
        {s.shown && <Box key={s.generation} generation={s.generation} />}
      </header>
      <button type="button" id="rekey" onClick={s.rekey}>
        검색창 다시 만들기 ({s.generation})
      </button>
      <button type="button" id="toggle" onClick={s.toggle}>
        {s.shown ? '검색창 없애기' : '검색창 넣기'}
      </button>
      <main>
        <p>본문</p>
      </main>
    </>
  );
}
