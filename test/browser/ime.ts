import type { CDPSession } from 'playwright-core';

const COMPAT_INITIAL = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** The composition states a 2-beolsik keyboard shows while a syllable is typed: `포` → `ㅍ`, `포`. */
export function compositionSteps(syllable: string): string[] {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return [syllable];
  const initial = Math.floor(code / 588);
  const final = code % 28;
  const open = String.fromCharCode(0xac00 + code - final);
  return final ? [COMPAT_INITIAL[initial], open, syllable] : [COMPAT_INITIAL[initial], open];
}

/**
 * Types Korean through the browser's real IME path (CDP `Input.imeSetComposition`, then `Input.insertText`
 * to commit), syllable by syllable, the way a Korean keyboard does. Other characters are inserted as typed.
 * `commitLast: false` leaves the last syllable composing.
 */
export async function typeKorean(cdp: CDPSession, text: string, { commitLast = true, delay = 30 } = {}) {
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const steps = compositionSteps(chars[i]);
    if (steps.length === 1 && steps[0] === chars[i] && !/[\uac00-\ud7a3]/.test(chars[i])) {
      await cdp.send('Input.insertText', { text: chars[i] });
    } else {
      for (const s of steps) {
        await cdp.send('Input.imeSetComposition', { text: s, selectionStart: s.length, selectionEnd: s.length });
        if (delay) await new Promise((r) => setTimeout(r, delay));
      }
      if (i < chars.length - 1 || commitLast) await cdp.send('Input.insertText', { text: chars[i] });
    }
    if (delay) await new Promise((r) => setTimeout(r, delay));
  }
}
