/** A JSON GET to a service's internal endpoint, bounded in time. */
export async function fetchJson(
  url: string,
  timeoutMs: number,
  requestId?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: requestId ? { 'x-request-id': requestId } : {},
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}
