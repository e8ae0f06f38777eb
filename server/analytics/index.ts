/**
 * Analytics (spec, learner part: "create_assignment, start_assignment, and sign-up events sent to an analytics
 * service and an ad pixel"; content part: the purchase event). NOTES.md settles where they go: a pluggable sink, the
 * server log by default, and no third-party script unless one is configured. See docs/wrapper.md.
 *
 * Events are told from the server, where the thing happened (a sign-up created, an assignment written, a practice
 * started, a payment granted), so a closed tab or a blocked script never loses one and a client cannot invent one.
 */
export const analyticsEventNames = ['sign_up', 'create_assignment', 'start_assignment', 'purchase'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export type AnalyticsProps = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** who did it */
  userId: string;
  props: AnalyticsProps;
  /** ms since the epoch */
  at: number;
}

/**
 * The user properties the spec sets "when analytics is configured" on entering the app: role, language, isPremium,
 * ratedOnAppStore, sharedOnFacebook.
 */
export interface AnalyticsTraits {
  role: string | null;
  language: 'en' | 'zh';
  isPremium: boolean;
  ratedOnAppStore: boolean;
  sharedOnFacebook: boolean;
}

/** Where events go: the server log by default; an analytics service or an ad pixel's server API would be another. */
export interface AnalyticsSink {
  write: (event: AnalyticsEvent) => void | Promise<void>;
  /**
   * A service that keeps user properties takes them here. The log sink does not: the properties are sent on every
   * entry to the app, which would be a log line per page load saying nothing new.
   */
  identify?: (userId: string, traits: AnalyticsTraits) => void | Promise<void>;
}

export interface Analytics {
  /** Hands the event to every sink and returns at once; a failing sink is logged, never the caller's failure. */
  track: (name: AnalyticsEventName, props: AnalyticsProps & { userId: string }) => void;
  /** Hands a user's properties to the sinks that keep them. */
  identify: (userId: string, traits: AnalyticsTraits) => void;
  /** Whether any sink keeps user properties: reading them costs a query, skipped when nobody wants them. */
  wantsTraits: () => boolean;
  /** Adds a sink (a configured service, or a test's recorder); returns the function that removes it. */
  addSink: (sink: AnalyticsSink) => () => void;
}

interface Logger {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/** The default sink: one `analytics event` line in the server log (pino), as NOTES.md asks. */
export function createLogSink(log: Logger): AnalyticsSink {
  return { write: (event) => log.info({ analytics: event }, 'analytics event') };
}

export function createAnalytics(log: Logger, sinks: AnalyticsSink[] = [createLogSink(log)]): Analytics {
  const current = new Set(sinks);
  return {
    track(name, { userId, ...props }) {
      const event: AnalyticsEvent = { name, userId, props, at: Date.now() };
      for (const sink of current) {
        Promise.resolve()
          .then(() => sink.write(event))
          .catch((error: unknown) => log.error({ err: error, analytics: name }, 'analytics sink failed'));
      }
    },
    identify(userId, traits) {
      for (const sink of current) {
        if (!sink.identify) continue;
        const identify = sink.identify;
        Promise.resolve()
          .then(() => identify(userId, traits))
          .catch((error: unknown) => log.error({ err: error }, 'analytics sink failed'));
      }
    },
    wantsTraits: () => [...current].some((sink) => sink.identify !== undefined),
    addSink(sink) {
      current.add(sink);
      return () => current.delete(sink);
    },
  };
}
