import type { Shop } from '../../shop';
import type { GatewayAnswer, GatewayCall } from '../call';

/**
 * What a section of the popup needs from the reference gateway, in one file beside the others here
 * (docs/architecture.md, "Where a newcomer adds"): its path (a line of widget/src/core/gatewayPaths.ts), its route
 * (the answer the reference gateway gives, from the shop's catalogue and store), its fixture (a small answer the
 * tests' fake gateways give, widget/src/views/__tests__/harness/shopGateway.ts, and the rows' text the section
 * shows for it, in order, which widget/src/sections/__tests__/shown.test.tsx checks) and, where its path is not a
 * list of the `search/` kind the hostile corpus knows, its hostile answer (host-demo/test-pages/hostile.ts).
 */
export interface SectionReference {
  path: string;
  route(call: GatewayCall, shop: Shop): GatewayAnswer | Promise<GatewayAnswer>;
  fixture: { answer: unknown; shows: readonly string[] };
  hostile?: unknown;
}

/**
 * The sections' references the reference gateway serves beside its own routes (./answers.ts; a path it already
 * routes is refused at start). The shipped sections' routes are still the route table's own: they share its
 * catalogue index; a new section brings its reference here.
 */
export const SECTION_REFERENCES: readonly SectionReference[] = [];
