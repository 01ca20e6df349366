import {
  fuzz,
  MAX_REQUESTS_PER_OPERATION,
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from './support/api-fuzz.js';
import { admin, baseUrl } from './support/browser.js';

/**
 * Every operation of the merged OpenAPI document (/api/docs-json), fuzzed as anonymous, guest
 * and admin: no answer may be a 5xx, and no error body may show a stack trace, SQL or a file
 * path. The operations come from the running stack's document, so a new endpoint is covered
 * without anyone listing it here.
 */
let requests: FuzzRequest[];
let operationCount: number;

async function signIn(path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

beforeAll(async () => {
  const doc = (await (await fetch(`${baseUrl()}/api/docs-json`)).json()) as OpenApiDocument;
  const operations = operationsOf(doc);
  operationCount = operations.length;
  requests = operations.flatMap(([method, path, operation]) =>
    requestsFor(doc, method, path, operation),
  );
});

it('finds every service’s operations in the merged document', () => {
  // auth, content and ai document about 50 between them today; fewer means one went missing.
  expect(operationCount).toBeGreaterThan(40);
  expect(requests.length).toBeLessThanOrEqual(operationCount * MAX_REQUESTS_PER_OPERATION);
});

it.each([
  ['anonymous', async () => undefined],
  [
    'guest',
    () =>
      signIn('/api/auth/register', {
        firstName: 'Fuzz',
        lastName: 'Tester',
        email: `fuzz.${Date.now()}@example.com`,
        password: 'fuzzing-is-fun-42',
      }),
  ],
  ['admin', () => signIn('/api/auth/login', admin())],
])(
  'answers every malformed request as %s without a 5xx or a leak',
  async (_who, authorization) => {
    const findings = await fuzz(baseUrl(), requests, await authorization());
    expect(findings.slice(0, 25)).toEqual([]);
  },
  180_000,
);
