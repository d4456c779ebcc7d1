import type { RequirementKey } from '../cost/amounts.js';
import type { SourceType } from './types.js';
import { present } from '../state/invariant.js';

/**
 * Matching resources to requirements as a min-cost max-flow: source -> supplies -> requirements -> sink. A supply
 * reaches a requirement only when `accepts` says its resource pays it (energy, a domain, universal power). Successive
 * shortest paths (Bellman-Ford on the residual graph) give a maximum flow of least cost; every augmentation carries at
 * least one unit, so the work is O(F * V * E) for a flow F over V nodes and E edges.
 */

/** Resources of one kind offered toward requirements, at a cost per unit (lower is used first). */
export interface Supply {
  readonly type: SourceType;
  readonly amount: number;
  readonly cost: number;
}

/** A requirement: `energy`, or power of a requirement key (which is never the word `energy`). */
export interface Demand {
  readonly key: RequirementKey;
  readonly amount: number;
}

/** How much of each supply goes to each demand, and what is covered and used. */
export interface Allocation {
  readonly flows: readonly (readonly number[])[];
  readonly covered: readonly number[];
  readonly used: readonly number[];
}

interface Edge {
  readonly to: number;
  readonly cost: number;
  capacity: number;
  readonly reverse: number;
}

function addEdge(graph: Edge[][], from: number, to: number, capacity: number, cost: number): void {
  const forward = present(graph[from]);
  const backward = present(graph[to]);
  forward.push({ to, cost, capacity, reverse: backward.length });
  backward.push({ to: from, cost: -cost, capacity: 0, reverse: forward.length - 1 });
}

/** Bellman-Ford from node 0: the cheapest residual path to every node, as (node, edge index) predecessors. */
function shortestPaths(graph: readonly Edge[][]): ({ node: number; edge: number } | undefined)[] {
  const distance = graph.map(() => Infinity);
  const previous: ({ node: number; edge: number } | undefined)[] = graph.map(() => undefined);
  distance[0] = 0;
  for (let round = 0; round < graph.length; round += 1) {
    let changed = false;
    for (const [node, edges] of graph.entries()) {
      const from = distance[node] ?? Infinity;
      if (from === Infinity) continue;
      for (const [index, edge] of edges.entries()) {
        if (edge.capacity > 0 && from + edge.cost < (distance[edge.to] ?? Infinity)) {
          distance[edge.to] = from + edge.cost;
          previous[edge.to] = { node, edge: index };
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return previous;
}

/** Pushes as much as the path to the sink allows; returns the amount pushed (0 when the sink is unreachable). */
function augment(graph: Edge[][], sink: number): number {
  const previous = shortestPaths(graph);
  const path: Edge[] = [];
  for (let node = sink; node !== 0;) {
    const step = previous[node];
    if (!step) return 0;
    const edge = present(present(graph[step.node])[step.edge]);
    path.push(edge);
    node = step.node;
  }
  const amount = Math.min(...path.map((edge) => edge.capacity));
  for (const edge of path) {
    edge.capacity -= amount;
    present(present(graph[edge.to])[edge.reverse]).capacity += amount;
  }
  return amount;
}

/** The largest allocation of supplies to demands, and among those the cheapest. */
export function allocate(
  supplies: readonly Supply[],
  demands: readonly Demand[],
  accepts: (type: SourceType, key: Demand['key']) => boolean,
): Allocation {
  const sink = supplies.length + demands.length + 1;
  const graph: Edge[][] = Array.from({ length: sink + 1 }, () => []);
  supplies.forEach((supply, i) => {
    addEdge(graph, 0, 1 + i, supply.amount, supply.cost);
    demands.forEach((demand, j) => {
      if (accepts(supply.type, demand.key)) addEdge(graph, 1 + i, 1 + supplies.length + j, supply.amount, 0);
    });
  });
  demands.forEach((demand, j) => {
    addEdge(graph, 1 + supplies.length + j, sink, demand.amount, 0);
  });
  while (augment(graph, sink) > 0);
  return readAllocation(graph, supplies, demands);
}

function readAllocation(graph: readonly Edge[][], supplies: readonly Supply[], demands: readonly Demand[]): Allocation {
  const demandNode = (j: number): number => 1 + supplies.length + j;
  const flows = supplies.map((supply, i) =>
    demands.map((_demand, j) => {
      const edge = present(graph[1 + i]).find((candidate) => candidate.to === demandNode(j) && candidate.cost === 0);
      return edge ? supply.amount - edge.capacity : 0;
    }),
  );
  const covered = demands.map((_demand, j) => flows.reduce((sum, row) => sum + (row[j] ?? 0), 0));
  const used = flows.map((row) => row.reduce((sum, amount) => sum + amount, 0));
  return { flows, covered, used };
}
