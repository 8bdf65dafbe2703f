/**
 * What the shopper reads in place of the gateway's sections once the gateway refused this page's origin (CORS). The
 * spec has no line for it: this is §8's generic failure line (the cart failure toast's first line) without its
 * `다시 시도해주세요.`, since trying again can't help — the widget asks that gateway nothing more on this page.
 */
export const GATEWAY_REFUSED = '문제가 발생하였습니다.';

/**
 * A call to a gateway on another origin failed with no answer (`network`: fetch's TypeError, where a CORS refusal
 * and an outage look the same to the page; or `timeout`), and a `no-cors` request to the same URL was the probe. A
 * TypeError whose probe was answered (opaque: the server answered, the browser kept it from the page) means the
 * gateway refused this origin: `refused`, and the line says whom to ask for what — unless the gateway had already
 * answered this page (`answeredBefore`): an origin it let in then is not refused now, and an error page without CORS
 * headers (a proxy's 502 in an outage) looks just the same. A probe that failed too means the gateway can't be
 * reached; a timeout whose probe was answered, a slow gateway. None of these is `refused` (an outage or a slow
 * moment ends; the next need asks again). `message` is the failed call's own.
 */
export function gatewayFailure(
  seen: { kind: 'network' | 'timeout'; probeAnswered: boolean; answeredBefore: boolean },
  base: string,
  page: string,
  message: string,
): { refused: boolean; line: string } {
  const gateway = 'SearchPopup: gateway ' + base;
  const why = ' (' + message + ')';
  if (!seen.probeAnswered) return { refused: false, line: gateway + ' cannot be reached from ' + page + why };
  if (seen.kind === 'timeout') return { refused: false, line: gateway + ' answers too slowly for ' + page + why };
  if (seen.answeredBefore)
    return {
      refused: false,
      line: gateway + ' answered ' + page + ' before, and now fails with no answer it can read' + why,
    };
  return {
    refused: true,
    line:
      gateway +
      ' refused this origin (CORS): ask the shop to allow ' +
      page +
      ' (its PARTNER_ORIGINS, docs/partners.md); asked no more from this page' +
      why,
  };
}
