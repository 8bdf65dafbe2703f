import { Component, type FunctionComponent } from 'react';

/**
 * `view`, rendered again only when `same(previous props, next props)` is false: React's `memo` with a comparison,
 * made from the class component the page load already carries (preact/compat's own `memo` would add its code to
 * the page load, where compat lives, though only the popup's parts use it).
 */
export function memoized<P extends object>(view: FunctionComponent<P>, same: (a: P, b: P) => boolean) {
  const View = view as FunctionComponent<object>;
  return class Memoized extends Component<P> {
    shouldComponentUpdate(next: P): boolean {
      return !same(this.props, next);
    }
    render() {
      return <View {...this.props} />;
    }
  };
}

/** Props that are the widget's context alone: the same context, the same view (it reads its own stores). */
export const sameContext = (a: { ctx: unknown }, b: { ctx: unknown }) => a.ctx === b.ctx;

/** A section's props: the same context and popup parts, the same view (it reads its own stores). */
export const sameParts = (a: { ctx: unknown; parts: unknown }, b: { ctx: unknown; parts: unknown }) =>
  a.ctx === b.ctx && a.parts === b.parts;
