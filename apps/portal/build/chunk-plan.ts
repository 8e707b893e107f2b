/**
 * Which chunk each module travels in (decision 0008): few files per first load, little code sent to a page that
 * does not use it.
 *
 * A route is a first load: its roots are the modules it fetches at start (a page, the signed-in layout for the
 * pages behind it, the widgets every page loads). Left to itself a bundler gives every set of routes that share a
 * module a chunk of its own; with a dozen pages that is dozens of files of a few hundred bytes, each a round trip
 * on a slow network and each compressed alone. The plan starts from those sets (units) and merges them:
 *
 * 1. while a merge saves more than it costs, counting `fileCost` for every file a route no longer fetches and the
 *    bytes of every unit a route now fetches without using, and no route is sent more than `slack` such bytes;
 * 2. then, while a route fetches more than `maxChunks` units, the merge that costs least for each file it saves
 *    those routes.
 *
 * A merge takes in what its units import that some route fetching it would otherwise not fetch (a chunk's imports
 * come with it), and never sends a route more unused code than its `maxUnused`, nor past its `budget`. A unit
 * holding a first load's root only goes to the routes that fetch that root: no signed-in visit downloads the sign-in
 * page. Lazy routes (a widget a page loads when needed) have their imports planned like a page's, so that they do
 * not bring a page's chunk along, but no file limit and no cap: what they are sent counts at their weight.
 * Modules no route reaches are not planned (the bundler's default splitting).
 */

export interface PlanModule {
  /** An estimate of its bytes as sent: only compared with the others and with the figures below. */
  size: number;
  /** The modules it imports statically. */
  imports: readonly string[];
}

export interface PlanRoute {
  name: string;
  /** The modules it fetches at start (each with what it imports statically). */
  roots: string[];
  /** How much the bytes it is sent without using them count (1 unless said). */
  weight?: number;
  /** The most it may be sent, planned modules and `fileCost` for each of its chunks included. */
  budget?: number;
  /** The most unused code it may be sent in all, when less than the plan's `maxUnused`. */
  maxUnused?: number;
  /** A lazy module rather than a first load: no file limit, no cap. */
  lazy?: boolean;
  /**
   * A lazy route's loaders: the modules that import its root lazily. What every first load reaching one of them
   * fetches is there when it comes: it costs it nothing, and may hold a page.
   */
  loadedFrom?: readonly string[];
}

export interface PlanOptions {
  modules: ReadonlyMap<string, PlanModule>;
  routes: readonly PlanRoute[];
  /** Modules planned elsewhere (the first load's): left out, with what only they reach. */
  planned?: ReadonlySet<string>;
  /** The pages (and the signed-in layout): each goes only to the routes that reach it. */
  pages: ReadonlySet<string>;
  /** The most units one first load may fetch. */
  maxChunks: number;
  /** What a file costs besides its bytes, in the sizes' unit (its headers and its request). */
  fileCost: number;
  /** The most unused code a merge that is not needed to meet `maxChunks` may send to any route. */
  slack: number;
  /** The most unused code any first load may be sent in all. */
  maxUnused: number;
}

export interface ChunkPlan {
  /** The chunk of each planned module, named after the routes that fetch it. */
  chunkOf: ReadonlyMap<string, string>;
  /** Per route: the chunks it fetches, the bytes it is sent (planned modules and `fileCost`s included), and
   * of those the bytes it does not use. */
  routes: ReadonlyArray<{ name: string; chunks: number; sent: number; unused: number }>;
}

interface Unit {
  routes: Set<number>;
  size: number;
  ids: string[];
  /** It holds a page. */
  rooted: boolean;
}

/** For a merge: each route that fetches part of it, the bytes it will fetch without using them, the files it saves. */
type Effect = Array<{ route: number; loss: number; saved: number }>;

export function planChunks({
  modules,
  routes,
  planned = new Set(),
  pages,
  maxChunks,
  fileCost,
  slack,
  maxUnused,
}: PlanOptions): ChunkPlan {
  const reach = new Map<string, number[]>();
  let first = 0;
  for (const id of planned) first += modules.get(id)?.size ?? 0;
  /** What each route uses: the planned modules, and what its roots reach. */
  const used = routes.map(() => first);
  routes.forEach((route, index) => {
    const queue = [...route.roots];
    const seen = new Set<string>();
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || planned.has(id) || !modules.has(id)) continue;
      seen.add(id);
      used[index]! += modules.get(id)!.size;
      (reach.get(id) ?? reach.set(id, []).get(id)!).push(index);
      queue.push(...modules.get(id)!.imports);
    }
  });

  const byRoutes = new Map<string, Unit>();
  for (const id of [...reach.keys()].sort()) {
    const reached = reach.get(id)!;
    const key = reached.join(' ');
    const unit =
      byRoutes.get(key) ??
      byRoutes.set(key, { routes: new Set(reached), size: 0, ids: [], rooted: false }).get(key)!;
    unit.size += modules.get(id)!.size;
    unit.ids.push(id);
    unit.rooted ||= pages.has(id);
  }
  let units = [...byRoutes.values()];
  const unitOf = new Map<string, Unit>();
  for (const unit of units) for (const id of unit.ids) unitOf.set(id, unit);

  const lazy = (route: number) => routes[route]!.lazy === true;
  const firstLoads = routes.flatMap((route, index) => (route.lazy ? [] : [index]));
  /** The first loads a lazy route comes after (none known: then nothing is there for it). */
  const hosts = routes.map((route) => {
    const found = new Set<number>();
    for (const id of route.lazy ? (route.loadedFrom ?? []) : []) {
      const by = planned.has(id) ? firstLoads : (reach.get(id) ?? []).filter((index) => !lazy(index));
      if (by.length === 0) return [];
      for (const index of by) found.add(index);
    }
    return [...found];
  });
  /** The unit is already there when the lazy route comes: every first load it comes after fetches it. */
  const present = (route: number, unit: Unit) =>
    hosts[route]!.length > 0 && hosts[route]!.every((host) => unit.routes.has(host));
  const weight = (route: number) => routes[route]!.weight ?? 1;
  const unused = routes.map(() => 0);
  const chunksOf = (route: number) => units.filter((unit) => unit.routes.has(route)).length;
  const sent = (route: number) => used[route]! + unused[route]! + (chunksOf(route) + 1) * fileCost;

  /** The units a unit's modules import. */
  const imported = (unit: Unit) => {
    const found = new Set<Unit>();
    for (const id of unit.ids)
      for (const module of modules.get(id)!.imports) {
        const other = unitOf.get(module);
        if (other && other !== unit) found.add(other);
      }
    return found;
  };
  /**
   * a and b, and what they import that a route fetching the merge (a lazy widget too) would otherwise not fetch:
   * what a route downloads is what the plan counts for it.
   */
  const mergeOf = (a: Unit, b: Unit) => {
    const merged = new Set([a, b]);
    for (let grew = true; grew;) {
      grew = false;
      const fetching = [...merged].flatMap((unit) => [...unit.routes]);
      for (const unit of [...merged])
        for (const other of imported(unit))
          if (
            !merged.has(other) &&
            fetching.some((route) => !other.routes.has(route) && !present(route, other))
          ) {
            merged.add(other);
            grew = true;
          }
    }
    return merged;
  };
  const effect = (merged: Set<Unit>): Effect => {
    const fetching = new Set([...merged].flatMap((unit) => [...unit.routes]));
    return [...fetching].map((route) => {
      let loss = 0;
      let had = 0;
      for (const unit of merged)
        if (unit.routes.has(route)) had += 1;
        else if (!present(route, unit)) loss += unit.size;
      return { route, loss, saved: had - 1 };
    });
  };
  /**
   * No route is sent a page it does not fetch (a lazy one neither, unless every page it comes after has it), and no
   * first load more unused code than its cap or more than its budget.
   */
  const allowed = (merged: Set<Unit>, change: Effect) =>
    change.every(
      ({ route, loss, saved }) =>
        [...merged].every((unit) => !unit.rooted || unit.routes.has(route) || present(route, unit)) &&
        (lazy(route) ||
          (unused[route]! + loss <= Math.min(maxUnused, routes[route]!.maxUnused ?? Infinity) &&
            (loss <= saved * fileCost ||
              sent(route) + loss - saved * fileCost <= (routes[route]!.budget ?? Infinity)))),
    );

  for (;;) {
    const crowded = new Set(
      routes.map((_, route) => route).filter((route) => !lazy(route) && chunksOf(route) > maxChunks),
    );
    let best: Set<Unit> | undefined;
    let bestScore = Infinity;
    const tried = new Set<string>();
    for (let i = 0; i < units.length; i += 1)
      for (let j = i + 1; j < units.length; j += 1) {
        const a = units[i]!;
        const b = units[j]!;
        if (![...a.routes].some((route) => !lazy(route) && b.routes.has(route))) continue;
        const merged = mergeOf(a, b);
        const key = units
          .filter((unit) => merged.has(unit))
          .map((unit) => unit.ids[0])
          .join(' ');
        if (tried.has(key)) continue;
        tried.add(key);
        const change = effect(merged);
        if (!allowed(merged, change)) continue;
        const gain = change.reduce(
          (sum, { route, loss, saved }) => sum + weight(route) * (saved * fileCost - loss),
          0,
        );
        // A merge worth its cost comes first (the best first); then one that helps a crowded route, the one that
        // costs least for each file it saves them.
        let score = Infinity;
        if (gain > 0 && change.every(({ loss }) => loss <= slack))
          score = -gain - Number.MAX_SAFE_INTEGER / 2;
        else {
          const saved = change.reduce((sum, { route, saved }) => sum + (crowded.has(route) ? saved : 0), 0);
          if (saved > 0)
            score = change.reduce((sum, { route, loss }) => sum + weight(route) * loss, 0) / saved;
        }
        if (score < bestScore) [best, bestScore] = [merged, score];
      }
    // Done, or nothing left that fits: the size check says whether the files are too many.
    if (!best) break;
    for (const { route, loss } of effect(best)) unused[route]! += loss;
    const merged: Unit = {
      routes: new Set([...best].flatMap((unit) => [...unit.routes])),
      size: [...best].reduce((sum, unit) => sum + unit.size, 0),
      ids: [...best].flatMap((unit) => unit.ids),
      rooted: [...best].some((unit) => unit.rooted),
    };
    units = [...units.filter((unit) => !best.has(unit)), merged];
    for (const id of merged.ids) unitOf.set(id, merged);
  }

  const chunkOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const unit of units.sort((a, b) => (a.ids[0]! < b.ids[0]! ? -1 : 1))) {
    const fetching = [...unit.routes].filter((route) => !lazy(route)).sort((a, b) => a - b);
    const names = (fetching.length > 0 ? fetching : [...unit.routes]).map((route) => routes[route]!.name);
    const name =
      fetching.length === routes.filter((route) => !route.lazy).length
        ? 'every-page'
        : names.length <= 2
          ? names.join('-')
          : `${names[0]}-and-${names.length - 1}`;
    let unique = name;
    for (let n = 2; taken.has(unique); n += 1) unique = `${name}-${n}`;
    taken.add(unique);
    for (const id of unit.ids) chunkOf.set(id, unique);
  }
  return {
    chunkOf,
    routes: routes.map((route, index) => ({
      name: route.name,
      chunks: chunksOf(index),
      sent: sent(index),
      unused: unused[index]!,
    })),
  };
}
