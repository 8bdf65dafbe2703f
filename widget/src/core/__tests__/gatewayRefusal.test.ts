import { gatewayFailure, GATEWAY_REFUSED } from '../gatewayRefusal';

const GW = 'https://shop.example.com/api/gw';
const PAGE = 'https://blog.partner.example';

describe('gatewayFailure: a cross-origin call that failed with no answer, told by its no-cors probe', () => {
  test.each([
    [
      'network',
      true,
      'Network error: Failed to fetch',
      true,
      'SearchPopup: gateway https://shop.example.com/api/gw refused this origin (CORS): ask the shop to allow https://blog.partner.example (its PARTNER_ORIGINS, docs/partners.md); asked no more from this page (Network error: Failed to fetch)',
    ],
    [
      'network',
      false,
      'Network error: Failed to fetch',
      false,
      'SearchPopup: gateway https://shop.example.com/api/gw cannot be reached from https://blog.partner.example (Network error: Failed to fetch)',
    ],
    [
      'timeout',
      false,
      'Request timeout after 30000ms',
      false,
      'SearchPopup: gateway https://shop.example.com/api/gw cannot be reached from https://blog.partner.example (Request timeout after 30000ms)',
    ],
    // a gateway that answers, slowly, is no refusal: asked again on the next need
    [
      'timeout',
      true,
      'Request timeout after 30000ms',
      false,
      'SearchPopup: gateway https://shop.example.com/api/gw answers too slowly for https://blog.partner.example (Request timeout after 30000ms)',
    ],
  ] as const)('%s, probe answered %p, %p → refused %p', (kind, probeAnswered, message, refused, line) =>
    expect(gatewayFailure({ kind, probeAnswered, answeredBefore: false }, GW, PAGE, message)).toEqual({
      refused,
      line,
    }),
  );
  // A gateway that answered this page before let its origin in: a failure now is an outage (a proxy's error page
  // without CORS headers looks like a refusal), never the end of the page's searching.
  test.each([
    [
      'network',
      true,
      false,
      'SearchPopup: gateway https://shop.example.com/api/gw answered https://blog.partner.example before, and now fails with no answer it can read (Network error: Failed to fetch)',
    ],
    [
      'network',
      false,
      false,
      'SearchPopup: gateway https://shop.example.com/api/gw cannot be reached from https://blog.partner.example (Network error: Failed to fetch)',
    ],
  ] as const)('%s after an answer, probe answered %p → refused %p', (kind, probeAnswered, refused, line) =>
    expect(
      gatewayFailure({ kind, probeAnswered, answeredBefore: true }, GW, PAGE, 'Network error: Failed to fetch'),
    ).toEqual({ refused, line }),
  );
});

test('the shopper’s line is the spec’s failure line without its “try again”', () =>
  expect(GATEWAY_REFUSED).toBe('문제가 발생하였습니다.'));
