const grouped = new Intl.NumberFormat('en-US');

/** "1 visit" / "1,280 visits": a count, digits grouped, with its noun in the right number. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${grouped.format(count)} ${count === 1 ? singular : plural}`;
}
