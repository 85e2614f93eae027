import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsSink,
  type AnalyticsUser,
  configureAnalytics,
  forgetAnalyticsUser,
  identifyUser,
  sendPageView,
  setAnalyticsSink,
} from './analytics';

function recordingSink() {
  const calls: Array<['identify', AnalyticsUser] | ['reset']> = [];
  const sink: AnalyticsSink = {
    identify: (user) => calls.push(['identify', user]),
    reset: () => calls.push(['reset']),
  };
  return { sink, calls };
}

const ada = { uid: 'u-ada', email: 'ada@example.com' };

afterEach(() => {
  forgetAnalyticsUser();
  setAnalyticsSink(null);
});

describe('analytics adapter', () => {
  it('is a no-op without a sink', () => {
    expect(() => {
      identifyUser(ada);
      forgetAnalyticsUser();
    }).not.toThrow();
  });

  it('passes identify and reset to the sink', () => {
    const { sink, calls } = recordingSink();
    setAnalyticsSink(sink);
    identifyUser(ada);
    forgetAnalyticsUser();
    expect(calls).toEqual([['identify', ada], ['reset']]);
  });

  it('identifies a user seen before the sink loaded, once it loads', () => {
    identifyUser(ada);
    const { sink, calls } = recordingSink();
    setAnalyticsSink(sink);
    expect(calls).toEqual([['identify', ada]]);
  });

  it('does not reset when nobody was identified', () => {
    const { sink, calls } = recordingSink();
    setAnalyticsSink(sink);
    forgetAnalyticsUser();
    expect(calls).toEqual([]);
  });

  it('does not replay a user who signed out before the sink loaded', () => {
    identifyUser(ada);
    forgetAnalyticsUser();
    const { sink, calls } = recordingSink();
    setAnalyticsSink(sink);
    expect(calls).toEqual([]);
  });
});

describe('consent gate and page views', () => {
  it('loads nothing before the tracking bootstrap allows it (node has no window: loading would throw)', () => {
    expect(() => configureAnalytics('G-TEST')).not.toThrow();
  });

  it('passes page views to a sink that takes them', () => {
    const paths: string[] = [];
    setAnalyticsSink({ identify: () => {}, reset: () => {}, pageView: (path) => paths.push(path) });
    sendPageView('/sessions/:id');
    expect(paths).toEqual(['/sessions/:id']);
  });
});
