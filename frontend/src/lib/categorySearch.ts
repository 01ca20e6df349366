/** A public list's filters: one category (or all of them) and the words a visitor typed. */
export type CategorySearch<Category extends string> = {
  category: Category | 'all';
  search: string;
};

/** The filters in a list page's address; an unknown category means all of them. */
export function categorySearchFromParams<Category extends string>(
  params: URLSearchParams,
  categories: readonly Category[],
): CategorySearch<Category> {
  const category = categories.find((known) => known === params.get('category'));
  return { category: category ?? 'all', search: params.get('search') ?? '' };
}

/**
 * Spec section 5: the items in the category whose texts contain the search, ignoring case and
 * the spaces around it.
 */
export function filterByCategorySearch<Item extends { category: string }>(
  items: readonly Item[],
  { category, search }: CategorySearch<string>,
  texts: (item: Item) => readonly string[],
): Item[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (!needle || texts(item).some((text) => text.toLowerCase().includes(needle))),
  );
}
