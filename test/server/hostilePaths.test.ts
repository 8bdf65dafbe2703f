import { GATEWAY_PATHS } from '../../widget/src/core/gatewayPaths';
import { hostileAnswer } from '../../host-demo/test-pages/hostile';
import { weeklyPicksReference } from '../../widget/src/sections/__tests__/weeklyPicksReference';

// The widget's one path table (core/gatewayPaths.ts): every call it makes has an answer in the hostile corpus, so a
// section added without one fails here (its reference route: host-demo/server/gateway/__tests__/answers.test.ts).
test.each(Object.entries(GATEWAY_PATHS))('the hostile gateway answers %s (%s)', (_k, path) => {
  expect(hostileAnswer(path, new URLSearchParams(), 'http://127.0.0.1:8080').status).toBe(200);
});

test("a section's own path (its reference) gets its hostile answer: payload rows", () => {
  const { status, body } = hostileAnswer(weeklyPicksReference.path, new URLSearchParams(), 'http://127.0.0.1:8080', [
    weeklyPicksReference,
  ]);
  expect(status).toBe(200);
  expect(JSON.parse(body).resultDocuments).toHaveLength(12);
  expect(hostileAnswer(weeklyPicksReference.path, new URLSearchParams(), 'http://127.0.0.1:8080').status).toBe(404);
});
