/**
 * The line of one series in Prometheus exposition text (GET /metrics): the sample named `name`
 * whose labels include every one of `labels`; undefined when there is none.
 */
export function metricSeries(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): string | undefined {
  return text
    .split('\n')
    .find(
      (line) =>
        line.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)),
    );
}

/** The value of that series (undefined when there is none). */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const line = metricSeries(text, name, labels);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
