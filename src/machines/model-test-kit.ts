/**
 * What the model-based tests read from a machine's own definition, so each test can compare it with its explicit
 * transition table and prove that the paths it generated visit every state and take every transition: guarded
 * alternatives, delays (`after`) and eventless (`always`) ones included. Test support only.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  getInitialMicrosteps,
  getMicrosteps,
} from 'xstate';
import { evaluateGuard } from 'xstate/guards';

export function nodeName(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

function guardName(definition: AnyTransitionDefinition): string | undefined {
  const guard: unknown = definition.guard;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return undefined;
}

/** `source --event [guard]--> target`, the form of the tests' expected tables. */
export function describeTransition(definition: AnyTransitionDefinition, eventType: string): string {
  const guard = guardName(definition);
  const targets = definition.target?.map(nodeName).join(', ') ?? '(stays)';
  return `${nodeName(definition.source)} --${eventType}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/** The dotted name of the state a snapshot is in, e.g. 'session.online.active.userTurn'. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${flatten(child)}`)
          .join(',');
  return flatten(snapshot.value);
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

/** Every transition in the machine's definition (delays under their real event names), by its description. */
export function definedTransitions(root: AnyStateNode): Map<AnyTransitionDefinition, string> {
  const found = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(root)) {
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) found.set(definition, describeTransition(definition, eventType));
    }
    for (const definition of node.always ?? []) found.set(definition, describeTransition(definition, '(always)'));
  }
  return found;
}

/** A generated path as the kit replays it: the machine's input, then the events in order. */
export interface CoveragePath {
  input?: unknown;
  events: readonly EventObject[];
}

/** The state nodes a snapshot is in, the root included. */
function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return allStateNodes(snapshot.machine.root).filter((node) => !node.parent || snapshot.matches(node.path.join('.')));
}

/**
 * The eventless transitions xstate takes next from this snapshot: per active leaf, the first `always` of it or its
 * ancestors whose guard passes (xstate's own rule; conflicts cannot arise in these machines, which are not parallel).
 */
function eventlessTaken(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  if (snapshot.status !== 'active') return [];
  const taken = new Set<AnyTransitionDefinition>();
  const leaves = activeNodes(snapshot).filter((node) => node.type === 'atomic' || node.type === 'final');
  for (const leaf of leaves) {
    leafLoop: for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      for (const definition of node.always ?? []) {
        if (!definition.guard || evaluateGuard(definition.guard, snapshot.context, event, snapshot)) {
          taken.add(definition);
          break leafLoop;
        }
      }
    }
  }
  return [...taken];
}

/**
 * Replays the paths on the pure machine, microstep by microstep, and gathers every state node entered (by id) and
 * every transition taken: the event's own, and the eventless ones that follow it.
 */
export function pathCoverage(machine: AnyStateMachine, paths: readonly CoveragePath[]) {
  const states = new Set<string>();
  const transitions = new Set<AnyTransitionDefinition>();
  const record = (steps: Array<[AnyMachineSnapshot, unknown]>, event: EventObject) => {
    for (const [snapshot] of steps) {
      for (const node of activeNodes(snapshot)) states.add(node.id);
      for (const definition of eventlessTaken(snapshot, event)) transitions.add(definition);
    }
  };
  for (const path of paths) {
    const initial = getInitialMicrosteps(machine, path.input);
    record(initial, { type: 'xstate.init', input: path.input } as EventObject);
    let current = initial.at(-1)![0] as AnyMachineSnapshot;
    for (const event of path.events) {
      for (const definition of machine.getTransitionData(current, event)) transitions.add(definition);
      const steps = getMicrosteps(machine, current, event);
      record(steps, event);
      current = (steps.at(-1)?.[0] as AnyMachineSnapshot | undefined) ?? current;
    }
  }
  return { states, transitions };
}

/**
 * What the paths leave out of the statechart, one line each: state nodes never visited, transitions never taken.
 * A test expects it to be empty, so a failure names each gap. `unreachable` lists transitions (by description) that
 * no path can take, each with the reason; it is checked too, so an entry that stops being true, or names no
 * transition, is a gap as well.
 */
export function coverageGaps(
  machine: AnyStateMachine,
  paths: readonly CoveragePath[],
  unreachable: Readonly<Record<string, string>> = {},
): string[] {
  const covered = pathCoverage(machine, paths);
  const defined = definedTransitions(machine.root);
  const descriptions = new Set(defined.values());
  return [
    ...allStateNodes(machine.root)
      .filter((node) => !covered.states.has(node.id))
      .map((node) => `state never visited: #${node.id}`),
    ...[...defined]
      .filter(([definition, text]) => !covered.transitions.has(definition) && !(text in unreachable))
      .map(([, text]) => `transition never taken: ${text}`),
    ...Object.keys(unreachable)
      .filter((text) => !descriptions.has(text))
      .map((text) => `listed as unreachable but not in the definition: ${text}`),
    ...[...defined]
      .filter(([definition, text]) => covered.transitions.has(definition) && text in unreachable)
      .map(([, text]) => `listed as unreachable but taken: ${text}`),
  ];
}
