/**
 * The islands' stand-in for styled-components (vite.islands.config.ts puts it in the library's
 * place in both islands builds): the part of its API this repository uses (`styled`, `.attrs`,
 * `css`, `keyframes`, `createGlobalStyle`, `ThemeProvider`, `useTheme`), with the same rules for
 * what a template means, a fraction of the runtime's weight. Each template is evaluated with the
 * component's props and theme, compiled by stylis (the compiler styled-components itself uses, so
 * nesting, `&` and at-rules come out the same) and kept in order: a component's rules after those
 * of the components made before it, as styled-components orders them, so an extension overrides
 * what it extends.
 *
 * The pre-renderer collects a page's rules with `collectStyles`; the browser inserts rules into
 * one <style> element, but never one the page arrived with. A component's name comes from its
 * template, not from the order its module ran in, so the server and the browser (which load the
 * modules in different orders) give an element the same class: hydrating an island makes no CSS,
 * and an island makes rules only for what it draws differently once it is live (a menu that
 * opens, a list that arrives).
 */
import {
  createContext,
  createElement,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';

type Props = Record<string, unknown>;
type Interpolation = unknown;
type Template = readonly string[];
type Attrs = Props | ((context: Props) => Props);

type StyledComponent = ComponentType<Props> & {
  styledComponentId: string;
  target: string | ComponentType<Props>;
  attrs: Attrs[];
  /** Its own rules and those of what it extends, outermost last. */
  rules: Rule[];
};

interface Rule {
  group: number;
  componentId: string;
  template: Interpolation[];
}

const ThemeContext = createContext<Props | undefined>(undefined);

/** As styled-components': a function is given the outer theme, an object is laid over it. */
export function ThemeProvider({
  theme,
  children,
}: {
  theme: Props | ((outer: Props | undefined) => Props);
  children?: ReactNode;
}) {
  const outer = useContext(ThemeContext);
  const value = useMemo(
    () => (typeof theme === 'function' ? theme(outer) : { ...outer, ...theme }),
    [theme, outer],
  );
  return createElement(ThemeContext.Provider, { value }, children);
}

export function useTheme(): Props | undefined {
  return useContext(ThemeContext);
}

/** FNV-1a, as a short name: the same text always gets the same class. */
function hashName(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Rules being collected for a page on the server (collectStyles), by group. */
interface Collector {
  inserted: Set<string>;
  groups: Map<number, string[]>;
}
let collector: Collector | undefined;

/**
 * The class names (and keyframes names) whose rules a pre-rendered page arrived with, in its
 * <style data-prerendered> (services/gateway prerender.ts): the browser never makes them again.
 */
const PRERENDERED_NAMES = /\.(is[0-9a-z]+-[0-9a-z]+)|@keyframes (k[0-9a-z]+)/g;

function prerenderedNames(): string[] {
  const css = document.querySelector('style[data-prerendered]')?.textContent ?? '';
  return [...css.matchAll(PRERENDERED_NAMES)].map((match) => match[1] ?? match[2]!);
}

function compiled(css: string): string[] {
  const rules: string[] = [];
  serialize(compile(css), middleware([stringify, rulesheet((rule) => void rules.push(rule))]));
  return rules;
}

/** The one <style> element, its rules grouped by the component that made them. */
const sheet = {
  element: undefined as HTMLStyleElement | undefined,
  /** How many rules each group has, by group. */
  sizes: [] as number[],
  inserted: undefined as Set<string> | undefined,
  insert(group: number, key: string, css: string) {
    if (collector) return collect(collector, group, key, css);
    if (typeof document === 'undefined') return;
    this.inserted ??= new Set(prerenderedNames());
    if (this.inserted.has(key)) return;
    this.inserted.add(key);
    if (!this.element) {
      this.element = document.createElement('style');
      const nonce = globalThis.__webpack_nonce__;
      if (nonce) this.element.nonce = nonce;
      this.element.dataset.islandStyles = '';
      document.head.append(this.element);
    }
    let index = 0;
    for (let earlier = 0; earlier <= group; earlier++) index += this.sizes[earlier] ?? 0;
    for (const rule of compiled(css)) {
      try {
        this.element.sheet!.insertRule(rule, index);
        index++;
        this.sizes[group] = (this.sizes[group] ?? 0) + 1;
      } catch {
        // A rule this browser does not understand, left out as styled-components does.
      }
    }
  },
};

function collect({ inserted, groups }: Collector, group: number, key: string, css: string) {
  if (inserted.has(key)) return;
  inserted.add(key);
  const rules = groups.get(group) ?? [];
  rules.push(...compiled(css));
  groups.set(group, rules);
}

/**
 * Renders on the server (renderToString is synchronous) and gives back what it rendered with the
 * CSS of every rule it used, in the order the browser would have them.
 */
export function collectStyles<Result>(render: () => Result): { result: Result; css: string } {
  const outer = collector;
  const own: Collector = { inserted: new Set(), groups: new Map() };
  collector = own;
  try {
    const result = render();
    const css = [...own.groups.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([, rules]) => rules)
      .join('');
    return { result, css };
  } finally {
    collector = outer;
  }
}

let groups = 0;
const COMMENT = /^\s*\/\/.*$/gm;

class Keyframes {
  readonly group = groups++;
  constructor(
    readonly name: string,
    private readonly body: string,
  ) {}
  inject() {
    sheet.insert(this.group, this.name, `@keyframes ${this.name}{${this.body}}`);
  }
  toString() {
    return this.name;
  }
}

const isStyled = (value: unknown): value is StyledComponent =>
  typeof value === 'function' && 'styledComponentId' in value;

/** A template's interpolations turned into CSS text, as styled-components' flatten does. */
function flatten(chunk: Interpolation, context: Props): string {
  if (chunk === undefined || chunk === null || chunk === false || chunk === '') return '';
  if (Array.isArray(chunk)) return chunk.map((part) => flatten(part, context)).join('');
  if (isStyled(chunk)) return `.${chunk.styledComponentId}`;
  if (typeof chunk === 'function')
    return flatten((chunk as (c: Props) => unknown)(context), context);
  if (chunk instanceof Keyframes) {
    chunk.inject();
    return chunk.name;
  }
  return String(chunk as string);
}

/** A template as CSS text, its `//` line comments dropped as styled-components drops them. */
function cssText(template: Interpolation[], context: Props): string {
  return flatten(template, context).replace(COMMENT, '');
}

function interleave(strings: Template, interpolations: Interpolation[]): Interpolation[] {
  const parts: Interpolation[] = [strings[0]];
  interpolations.forEach((interpolation, index) => parts.push(interpolation, strings[index + 1]));
  return parts;
}

export function css(strings: Template, ...interpolations: Interpolation[]): Interpolation[] {
  return interleave(strings, interpolations);
}

export function keyframes(strings: Template, ...interpolations: Interpolation[]): Keyframes {
  const body = cssText(interleave(strings, interpolations), {});
  return new Keyframes(`k${hashName(body)}`, body);
}

export function createGlobalStyle(strings: Template, ...interpolations: Interpolation[]) {
  const group = groups++;
  const template = interleave(strings, interpolations);
  return function GlobalStyle(props: Props) {
    const text = cssText(template, { ...props, theme: useTheme() });
    sheet.insert(group, `g${group}:${hashName(text)}`, text);
    return null;
  };
}

const joinClasses = (...names: unknown[]) => names.filter(Boolean).join(' ');

/** The class a rule's template gives these props, its CSS inserted once. */
function className(rule: Rule, context: Props): string {
  const text = cssText(rule.template, context);
  const name = `${rule.componentId}-${hashName(text)}`;
  sheet.insert(rule.group, name, `.${name}{${text}}`);
  return name;
}

function makeStyled(
  target: string | ComponentType<Props>,
  attrs: Attrs[],
  strings: Template,
  template: Interpolation[],
): StyledComponent {
  const group = groups++;
  const base = isStyled(target) ? target : undefined;
  // Named by what it is (its template, and the element or component it styles when that has a
  // name in every build), so the pre-renderer and the browser name it alike.
  const styledComponentId = `is${hashName(
    [base?.styledComponentId ?? (typeof target === 'string' ? target : ''), ...strings].join(
      '\u0000',
    ),
  )}`;
  const element = base ? base.target : target;
  const allAttrs = base ? [...base.attrs, ...attrs] : attrs;
  const rules = [...(base?.rules ?? []), { group, componentId: styledComponentId, template }];

  function Styled(props: Props) {
    const theme = useTheme() ?? (props.theme as Props | undefined);
    const context: Props = { ...props, className: undefined, theme };
    for (const attr of allAttrs) {
      const resolved = typeof attr === 'function' ? attr({ ...context }) : attr;
      for (const [key, value] of Object.entries(resolved)) {
        if (key === 'className') context.className = joinClasses(context.className, value);
        else if (key === 'style')
          context.style = { ...(context.style as object), ...(value as object) };
        else context[key] = value;
      }
    }
    context.className = joinClasses(context.className, props.className);
    const forwarded: Props = {};
    for (const [key, value] of Object.entries(context)) {
      if (key === 'className')
        forwarded.className = joinClasses(
          ...rules.map((rule) => rule.componentId),
          ...rules.map((rule) => className(rule, context)),
          value,
        );
      else if (value === undefined || key[0] === '$' || key === 'as' || key === 'theme') continue;
      else if (key === 'forwardedAs') forwarded.as = value;
      else forwarded[key] = value;
    }
    return createElement((context.as as string | ComponentType<Props>) ?? element, forwarded);
  }
  const name = typeof element === 'string' ? element : (element.displayName ?? element.name);
  Styled.displayName = `Styled(${name})`;
  return Object.assign(Styled, { styledComponentId, target: element, attrs: allAttrs, rules });
}

interface Builder {
  (strings: Template, ...interpolations: Interpolation[]): StyledComponent;
  attrs(attrs: Attrs): Builder;
}

function builder(target: string | ComponentType<Props>, attrs: Attrs[] = []): Builder {
  const build = (strings: Template, ...interpolations: Interpolation[]) =>
    makeStyled(target, attrs, strings, interleave(strings, interpolations));
  return Object.assign(build, { attrs: (more: Attrs) => builder(target, [...attrs, more]) });
}

/** `styled(Component)` and `styled.div`, `styled.button`, … for every element. */
export const styled = new Proxy(builder as unknown as Record<string, Builder> & typeof builder, {
  get: (self, key) =>
    typeof key === 'string' && !(key in self) ? builder(key) : self[key as never],
});

export default styled;
