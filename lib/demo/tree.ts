import { endOf, type Observation, type Trace } from './schema';

/** An observation with the observations that ran inside it, earliest first. */
export interface ObservationNode {
  observation: Observation;
  children: ObservationNode[];
}

/** One line of the trace view: an observation and how deep it sits in the tree (0 under the trace). */
export interface TreeRow {
  observation: Observation;
  depth: number;
}

const byStart = (a: ObservationNode, b: ObservationNode) => a.observation.startMs - b.observation.startMs;

/**
 * The observations of a trace as a tree, each level in order of start (ties keep the file's order).
 * An observation whose parent is missing sits at the top: the schema rejects that, the tree still shows it.
 */
export function buildObservationTree(observations: readonly Observation[]): ObservationNode[] {
  const nodes = new Map(
    observations.map((observation) => [observation.id, { observation, children: [] as ObservationNode[] }]),
  );
  const roots: ObservationNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.observation.parentId;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const sort = (list: ObservationNode[]) => {
    list.sort(byStart);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree read top to bottom, as the trace view lists it: each observation before its children. */
export function treeRows(roots: readonly ObservationNode[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly ObservationNode[], depth: number) => {
    for (const node of nodes) {
      rows.push({ observation: node.observation, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return rows;
}

/** How long an observation ran, in milliseconds; null for an event, which is a point in time. */
export function durationMs(observation: Observation): number | null {
  return observation.type === 'event' ? null : observation.endMs - observation.startMs;
}

/**
 * A trace's latency: from its timestamp to the end of its last observation, so it covers every one of
 * them. A trace without observations took no time.
 */
export function traceLatencyMs(trace: Pick<Trace, 'observations'>): number {
  return trace.observations.reduce((latest, observation) => Math.max(latest, endOf(observation)), 0);
}
