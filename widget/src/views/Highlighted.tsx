import { splitMarked } from '../core/splitMarked';

/** A server-marked name as text, with the matched parts in `<mark>`. */
export function Highlighted({ name }: { name: string }) {
  return <>{splitMarked(name).map((s, i) => (s.marked ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
