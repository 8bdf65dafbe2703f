import { assemble, disassemble } from 'es-hangul';
import type { CDPSession } from 'playwright-core';

/**
 * The composition states a 2-beolsik keyboard shows while a syllable is typed, one per key: `포` → `ㅍ`, `포`;
 * `뭐` → `ㅁ`, `무`, `뭐` (a compound vowel is two keys); `닭` → `ㄷ`, `다`, `달`, `닭`. Built on es-hangul's
 * jamo rules, not by hand.
 */
export function compositionSteps(syllable: string): string[] {
  const jamo = [...disassemble(syllable)];
  if (jamo.length < 2) return [syllable];
  return jamo.map((_, i) => assemble(jamo.slice(0, i + 1)));
}

/**
 * Types Korean through the browser's real IME path (CDP `Input.imeSetComposition`, then `Input.insertText`
 * to commit), syllable by syllable, the way a Korean keyboard does. Other characters are inserted as typed.
 * `commitLast: false` leaves the last syllable composing. `delay` (ms) spaces the keys; with `delay: 0` they go
 * as fast as the browser takes them, all sent at once (a session runs its commands in order): for a test that
 * waits for what the text finds, not for each key's effect.
 */
export async function typeKorean(cdp: CDPSession, text: string, { commitLast = true, delay = 30 } = {}) {
  const sent: Promise<unknown>[] = [];
  /** A key sent: waited for, or (no delay) collected while the next ones follow it. */
  const send = async (key: Promise<unknown>) => {
    if (delay) await key;
    else sent.push(key);
  };
  const pause = () => (delay ? new Promise((r) => setTimeout(r, delay)) : undefined);
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const steps = compositionSteps(chars[i]);
    if (steps.length === 1 && steps[0] === chars[i] && !/[\uac00-\ud7a3]/.test(chars[i])) {
      await send(cdp.send('Input.insertText', { text: chars[i] }));
    } else {
      for (const s of steps) {
        await send(cdp.send('Input.imeSetComposition', { text: s, selectionStart: s.length, selectionEnd: s.length }));
        await pause();
      }
      if (i < chars.length - 1 || commitLast) await send(cdp.send('Input.insertText', { text: chars[i] }));
    }
    await pause();
  }
  await Promise.all(sent);
}
