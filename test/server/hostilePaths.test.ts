import { GATEWAY_PATHS } from '../../widget/src/core/gatewayPaths';
import { hostileAnswer } from '../../host-demo/test-pages/hostile';

// The widget's one path table (core/gatewayPaths.ts): every call it makes has an answer in the hostile corpus, so a
// section added without one fails here (its reference route: host-demo/server/gateway/__tests__/answers.test.ts).
test.each(Object.entries(GATEWAY_PATHS))('the hostile gateway answers %s (%s)', (_k, path) => {
  expect(hostileAnswer(path, new URLSearchParams(), 'http://127.0.0.1:8080').status).toBe(200);
});
