/** views/memoized.tsx: a view renders again only when its comparison says its props changed. */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { memoized } from '../memoized';

function setUp() {
  const renders: string[] = [];
  const Cell = memoized(
    ({ label, tick }: { label: string; tick: number }) => {
      renders.push(label);
      return (
        <span>
          {label} {tick}
        </span>
      );
    },
    (a, b) => a.label === b.label,
  );
  let bump: (labels: string[]) => void = () => {};
  let tick: () => void = () => {};
  function List() {
    const [labels, setLabels] = useState(['해리', '포터']);
    const [n, setN] = useState(0);
    bump = setLabels;
    tick = () => setN((x) => x + 1);
    return (
      <div>
        {labels.map((l) => (
          <Cell key={l} label={l} tick={n} />
        ))}
      </div>
    );
  }
  const view = render(<List />);
  return { renders, view, bump: (l: string[]) => act(() => bump(l)), tick: () => act(() => tick()) };
}

test('the parent rendering again with props the comparison calls the same renders no cell again', () => {
  const { renders, view, tick } = setUp();
  expect(renders).toEqual(['해리', '포터']);
  tick();
  expect(renders).toEqual(['해리', '포터']);
  // What the cell showed stays (the ignored prop is not drawn anew).
  expect(view.container.textContent).toBe('해리 0포터 0');
});

test('a new list renders only the cells whose props changed; a kept cell keeps its DOM node', () => {
  const { renders, view, bump } = setUp();
  const kept = view.container.querySelectorAll('span')[0];
  bump(['해리', '헤르미온느']);
  expect(renders).toEqual(['해리', '포터', '헤르미온느']);
  expect(view.container.querySelectorAll('span')[0]).toBe(kept);
  expect(view.container.textContent).toBe('해리 0헤르미온느 0');
});
