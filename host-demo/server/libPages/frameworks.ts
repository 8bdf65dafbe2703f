import type { TestPage } from '../testPages';

/** Host pages under /test/{name} (issue 16). */
export function frameworksPage(_name: string, _origin: string, _query: URLSearchParams): TestPage | null {
  return null;
}
