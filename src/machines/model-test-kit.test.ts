/**
 * The coverage check every machine's model test relies on: it must pass only when the paths visit every state
 * node and take every transition (guarded alternatives, delays and eventless ones included), and otherwise fail
 * naming what was missed. Checked here on a small machine built to have each kind of transition.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { type CoveragePath, coverageGaps, definedTransitions } from './model-test-kit';

type DemoEvent = { type: 'GO'; big: boolean } | { type: 'BACK' } | { type: 'RESET' };

const demoMachine = setup({
  types: { input: {} as { count: number }, context: {} as { count: number }, events: {} as DemoEvent },
  guards: {
    startsCounted: ({ context }) => context.count > 0,
    isBig: ({ event }) => event.type === 'GO' && event.big,
    isSpent: ({ context }) => context.count >= 2,
  },
  delays: { settle: 100 },
}).createMachine({
  id: 'demo',
  context: ({ input }) => ({ count: input.count }),
  initial: 'start',
  on: { RESET: { target: '.start' } },
  states: {
    start: { always: [{ guard: 'startsCounted', target: 'busy' }, { target: 'idle' }] },
    idle: {
      on: {
        GO: [
          { guard: 'isBig', target: 'busy.fast' },
          { target: 'busy', actions: assign({ count: ({ context }) => context.count + 1 }) },
        ],
      },
    },
    busy: {
      initial: 'slow',
      // Entered again after each GO: once counted twice, it moves on by itself.
      always: { guard: 'isSpent', target: 'spent' },
      on: { BACK: 'idle' },
      states: { slow: { after: { settle: 'fast' } }, fast: {} },
    },
    spent: { type: 'final' },
  },
});

const SETTLE = { type: 'xstate.after.settle.demo.busy.slow' } as unknown as DemoEvent;
const go = (big: boolean): DemoEvent => ({ type: 'GO', big });

const complete: CoveragePath[] = [
  { input: { count: 1 }, events: [SETTLE, { type: 'BACK' }, go(true), { type: 'RESET' }] },
  { input: { count: 0 }, events: [go(false), { type: 'BACK' }, go(false)] },
];

const gaps = (paths: CoveragePath[], unreachable?: Record<string, string>) =>
  coverageGaps(demoMachine, paths, unreachable);

describe('coverageGaps', () => {
  it('lists every transition of the definition, guarded, delayed and eventless ones included', () => {
    expect([...definedTransitions(demoMachine.root).values()].toSorted()).toEqual(
      [
        '(root) --RESET--> start',
        'start --(always) [startsCounted]--> busy',
        'start --(always)--> idle',
        'idle --GO [isBig]--> busy.fast',
        'idle --GO--> busy',
        'busy --(always) [isSpent]--> spent',
        'busy --BACK--> idle',
        'busy.slow --xstate.after.settle.demo.busy.slow--> busy.fast',
      ].toSorted(),
    );
  });

  it('passes when the paths take every transition, the eventless one reached only after an event included', () => {
    expect(gaps(complete)).toEqual([]);
  });

  it('names a guarded alternative and an eventless transition that no path takes', () => {
    expect(gaps([complete[0]!]).toSorted()).toEqual(
      [
        'state never visited: #demo.spent',
        'transition never taken: start --(always)--> idle',
        'transition never taken: idle --GO--> busy',
        'transition never taken: busy --(always) [isSpent]--> spent',
      ].toSorted(),
    );
  });

  it('names a delay that no path lets pass, and the state only it leads to', () => {
    const found = gaps([{ input: { count: 0 }, events: [go(false), { type: 'BACK' }, go(false)] }]);
    expect(found).toContain('transition never taken: busy.slow --xstate.after.settle.demo.busy.slow--> busy.fast');
    expect(found).toContain('state never visited: #demo.busy.fast');
  });

  it('accepts a transition listed as unreachable with a reason, and fails when the list is wrong', () => {
    const onlyFirst = [complete[0]!, { input: { count: 0 }, events: [go(false), { type: 'BACK' }] }];
    const spent = 'busy --(always) [isSpent]--> spent';
    expect(gaps(onlyFirst, { [spent]: 'no path spends twice' })).toEqual(['state never visited: #demo.spent']);
    expect(gaps(complete, { [spent]: 'no path spends twice' })).toEqual([`listed as unreachable but taken: ${spent}`]);
    expect(gaps(complete, { 'idle --NOPE--> busy': 'no such event' })).toEqual([
      'listed as unreachable but not in the definition: idle --NOPE--> busy',
    ]);
  });
});
