/**
 * `npm run deps:layers`: the imports between folders of the front end and of the social service,
 * and how many of them run back up a layer.
 *
 * A folder is a directory of source files (`features/admin/components`, `posts`); an import between
 * folders is a pair of folders with at least one import from a file of the first to a file of the
 * second (tests left out: they may reach anywhere; a folder's index.ts counts as a folder of its
 * own, the face above what it re-exports). The folders are laid out as layers, each above
 * everything it imports: the front end's top folders in STYLE.md's order (app → pages → features
 * → lib and ui → the root files' helpers), and within that, or for a service as a whole, the order
 * that leaves the fewest imports running up (Eades, Lin and Smyth's greedy ordering). An import
 * from a folder to one laid out above it runs back up a layer: a cycle, or a lower layer reaching
 * into a higher one. `--list` prints them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib/paths.js';

interface Tree {
  name: string;
  root: string;
  /** Top folder → its rank (higher imports lower); folders not named rank 0. */
  ranks?: Record<string, number>;
  /** How many imports between its folders may run up, at most (the budget). */
  budget: number;
}

const TREES: Tree[] = [
  {
    name: 'frontend/src',
    root: 'frontend/src',
    // The shell, one file per route, features, then what every feature may use.
    // islands: the public pages' shell (it renders pages and hydrates parts of them), as high as
    // the app's entry files.
    ranks: { '.': 5, islands: 5, app: 4, pages: 3, features: 2, lib: 1, ui: 1 },
    budget: 6,
  },
  { name: 'services/social/src', root: 'services/social/src', budget: 2 },
];

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(spec|test|e2e)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** The file a relative import names (`./x`, `./x.js`, `./x/index`), if it is one of ours. */
function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => files.has(candidate),
  );
}

/** Folder → the folders it imports, each with one file import as an example. */
function folderGraph(root: string): Map<string, Map<string, string>> {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map<string, Map<string, string>>();
  // A folder's index.ts is its face, above the folders it re-exports.
  const folder = (file: string) =>
    (relative(root, dirname(file)) || '.') + (basename(file) === 'index.ts' ? ' (index)' : '');
  for (const file of files) {
    const from = folder(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName, known);
      if (!target || folder(target) === from) continue;
      const edges = graph.get(from)!;
      if (!edges.has(folder(target)))
        edges.set(folder(target), `${relative(root, file)} → ${fileName}`);
    }
  }
  for (const edges of graph.values())
    for (const to of edges.keys()) if (!graph.has(to)) graph.set(to, new Map());
  return graph;
}

/**
 * Orders the nodes top to bottom so that few edges point up (Eades, Lin and Smyth 1993): take
 * sinks to the bottom and sources to the top while there are any, else the node with the most
 * edges out over edges in to the top.
 */
function greedyOrder(nodes: string[], edges: [string, string][]): string[] {
  const left = new Set(nodes);
  const top: string[] = [];
  const bottom: string[] = [];
  const degree = (node: string, dir: 0 | 1) =>
    edges.filter((edge) => edge[dir] === node && left.has(edge[1 - dir]!)).length;
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const node of [...left].sort()) {
        if (degree(node, 0) === 0) {
          bottom.unshift(node);
          left.delete(node);
          changed = true;
        } else if (degree(node, 1) === 0) {
          top.push(node);
          left.delete(node);
          changed = true;
        }
      }
    }
    if (left.size === 0) break;
    const best = [...left]
      .sort()
      .reduce((a, b) => (degree(b, 0) - degree(b, 1) > degree(a, 0) - degree(a, 1) ? b : a));
    top.push(best);
    left.delete(best);
  }
  return [...top, ...bottom];
}

function measure(tree: Tree, list: boolean): void {
  const graph = folderGraph(join(ROOT, tree.root));
  const edges = [...graph].flatMap(([from, to]) =>
    [...to.keys()].map((target) => [from, target] as [string, string]),
  );
  const rank = (folder: string) => tree.ranks?.[folder.split('/')[0]!] ?? 0;
  // Layers by rank first, then the greedy order within each rank.
  const ranks = [...new Set([...graph.keys()].map(rank))].sort((a, b) => b - a);
  const order = ranks.flatMap((r) => {
    const nodes = [...graph.keys()].filter((node) => rank(node) === r);
    return greedyOrder(
      nodes,
      edges.filter(([from, to]) => rank(from) === r && rank(to) === r),
    );
  });
  const position = new Map(order.map((node, index) => [node, index]));
  const upward = edges.filter(([from, to]) => position.get(to)! < position.get(from)!);
  const over = upward.length > tree.budget ? ' — over budget' : '';
  console.log(
    `${tree.name}: ${edges.length} imports between ${graph.size} folders, ` +
      `${upward.length} run back up a layer (issue 25's budget: ${tree.budget})${over}`,
  );
  if (list) {
    console.log(`  layers, top first: ${order.join(', ')}`);
    for (const [from, to] of upward)
      console.log(`  ↑ ${from} → ${to}  (${graph.get(from)!.get(to)})`);
  }
}

for (const tree of TREES) measure(tree, process.argv.includes('--list'));
