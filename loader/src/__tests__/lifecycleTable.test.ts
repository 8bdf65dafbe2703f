/**
 * docs/lifecycle.md prints the table of host lifecycles that drives the lifecycle journeys
 * (test/engines/lifecycle/table.ts): the two never drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTable, ROWS } from '../../../test/engines/lifecycle/table';

test('docs/lifecycle.md has the table exactly as the journeys run it', () => {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'lifecycle.md'), 'utf8');
  expect(doc).toContain(renderTable());
});

test('every row says what drives it: an act on the test page, or the test that drives it', () => {
  for (const row of ROWS) expect([row.id, !!row.act !== !!row.drivenBy]).toEqual([row.id, true]);
  expect(new Set(ROWS.map((r) => r.id)).size).toBe(ROWS.length);
});
