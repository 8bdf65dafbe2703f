import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { IME_IDLE, imeStep, type ImeAction, type ImeEvent } from '../core/imeKeys';
import { btn } from './button';
import { LIST_ID, type ViewContext } from './context';
import { SearchIcon } from './icons';

const DEFAULT_PLACEHOLDER = '검색어를 입력해 주세요';
type WithoutValue<T> = T extends unknown ? Omit<T, 'value'> : never;

/**
 * The search input: an ARIA 1.2 combobox. Uncontrolled, so a syllable being composed is never rewritten; keys go
 * through the core IME rule so Enter, arrows and Escape act exactly once in every browser's event order.
 */
export function SearchInput({ ctx, expanded }: { ctx: ViewContext; expanded: boolean }) {
  const { controller, popup, suggestions } = ctx;
  const active = useStore(controller.$active);
  const rows = useStore(controller.$rows);
  const requested = useStore(popup.$requested);
  useStore(controller.$bannerIndex);
  useStore(suggestions.$banners);
  const parts = useStore(ctx.parts.$ready);
  const input = useRef<HTMLInputElement>(null);
  // The phone's ad words, those of the banner's that fit the box (views/adFit.ts).
  const [words, setWords] = useState('');
  const ime = useRef(IME_IDLE);
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  useLayoutEffect(() => {
    ctx.guard.setInputKeys((e) => keys.current(e));
    return () => ctx.guard.setInputKeys(null);
  }, [ctx.guard]);

  // Before the first paint: a field taken over from the page never shows empty for a frame.
  useLayoutEffect(() => {
    const field = input.current;
    if (!requested || !field) return;
    field.value = requested.keyword;
    if (requested.caret) field.setSelectionRange(requested.caret[0], requested.caret[1]);
    if (requested.focus === false) return;
    field.focus();
    controller.input(requested.keyword);
  }, [controller, requested]);

  // Each event goes to the IME rule with the field's value at that moment; a submit it decides on happens here,
  // and a submit it defers runs its check a task later.
  const step = (e: WithoutValue<ImeEvent>): ImeAction => {
    const field = input.current;
    if (!field) return { type: 'none' };
    const [next, action] = imeStep(ime.current, { ...e, value: field.value } as ImeEvent);
    ime.current = next;
    if (action.type === 'submit') controller.enter(action.value);
    else if (action.type === 'submit-later') setTimeout(() => step({ type: 'task', task: action.task }), 0);
    return action;
  };

  // Keys (down and up) arrive from the window's capture phase (platform/captureGuard.ts), before any host listener.
  const onKey = (e: KeyboardEvent) => {
    if (e.type === 'keyup') return void step({ type: 'keyup', key: e.key, isComposing: e.isComposing });
    const action = step({ type: 'keydown', key: e.key, isComposing: e.isComposing });
    if (action.type === 'submit') return e.preventDefault();
    if (action.type !== 'key') return;
    if (e.key === 'ArrowDown' && e.altKey) {
      e.preventDefault();
      controller.open();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      controller.arrow(e.key);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      // Along the product grid while a product is active, else the caret's (core/arrowTarget.ts); with a modifier,
      // always the caret's (selecting, a word at a time).
      const plain = !(e.shiftKey || e.altKey || e.ctrlKey || e.metaKey);
      if (plain && controller.arrow(e.key)) e.preventDefault();
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      controller.close();
    }
    // Tab moves on to the widget's other controls; focus leaving the widget closes it (entries/desktopParts.ts).
  };

  keys.current = onKey;

  const banner = controller.bannerNow()?.banner;
  const activeRow = expanded ? rows[active] : undefined;
  // The ad: over the start of the desktop field; on a phone a tag after the text (views/Banners.tsx).
  const ad = parts ? <parts.views.InputAd ctx={ctx} parts={parts} input={input} words={setWords} /> : null;
  return (
    <form className="sp-field" part="field" role="search" aria-label="상품 검색" onSubmit={(e) => e.preventDefault()}>
      {ctx.mobile ? null : ad}
      <input
        ref={input}
        className="sp-input"
        part="input"
        type="text"
        role="combobox"
        aria-label="검색어 입력"
        aria-autocomplete="list"
        aria-haspopup="grid"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-activedescendant={activeRow?.id}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck="false"
        enterKeyHint="search"
        placeholder={(banner && words) || banner?.text || DEFAULT_PLACEHOLDER}
        onFocus={() => {
          controller.prefetch();
          popup.open();
        }}
        onMouseEnter={() => controller.prefetch()}
        onClick={() => controller.open()}
        onCompositionStart={() => step({ type: 'compositionstart' })}
        onCompositionEnd={() => step({ type: 'compositionend' })}
        onInput={(e) => {
          step({ type: 'input' });
          controller.input(e.currentTarget.value, (e.nativeEvent as InputEvent).isComposing === true);
        }}
      />
      {ctx.mobile ? ad : null}
      <button
        type="button"
        {...btn('xs', 'ghost', 'sp-submit')}
        aria-label="검색"
        data-sp-keep-focus=""
        onClick={() => void controller.submit(input.current?.value ?? '')}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
