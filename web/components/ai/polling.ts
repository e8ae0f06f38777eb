// The intervals apart from the AI api (api.ts): the working screen needs them at once, the AI's queries and mutations
// only once a paper is AI-written, so its first load does not carry them (bench/bundle.ts).

/** How often a screen waiting on AI work looks again. */
export const AI_POLL_MS = 1_000;
/** How often the working screen looks for an AI paper's next question while the event stream tells it instead. */
export const AI_POLL_LIVE_MS = 5_000;
