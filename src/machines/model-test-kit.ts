/**
 * What the model-based tests read from a machine's own definition, so each test can compare it with its explicit
 * transition table and check that the generated paths take every transition. Test support only.
 */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

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
