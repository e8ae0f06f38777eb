// The real product on a throwaway database (SQLite in a temp folder, or a fresh PostgreSQL schema), for the benches.
// On stop it reports its event loop's delays and its garbage collection pauses, so a bench can tell a stalled server
// from a load generator that fell behind.
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { prepareEphemeralApp } from '../../server/ephemeral';

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // A 'gc' entry carries its kind in `detail` (Node's PerformanceEntry type does not list it).
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    if (detail?.kind !== constants.NODE_PERFORMANCE_GC_MINOR) gcPauses.push(entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

// A bench that drives a browser names the port, so that the app's origin check lets the page's requests through.
const port = Number(process.env.BENCH_PORT ?? 0);
const { app } = await prepareEphemeralApp(
  {
    ...process.env,
    LOG_LEVEL: 'warn',
    DEMO_ACCOUNTS: '0',
    PUBLIC_URL: `http://127.0.0.1:${port || 3999}`,
    // Every bench student signs up from 127.0.0.1; the sign-in limiter is not what is measured.
    SIGN_IN_PER_ADDRESS: '1000000',
  },
  { purpose: 'bench', poolSize: 20 },
);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port, database: app.dialect });
process.on('message', (message) => {
  if (message === 'reset') {
    loopDelay.reset();
    gcPauses.length = 0;
  }
  if (message !== 'stop') return;
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  process.send?.({
    report: {
      loopDelayP99Ms: ms(loopDelay.percentile(99)),
      loopDelayMaxMs: ms(loopDelay.max),
      majorGcPauses: gcPauses.length,
      majorGcMaxMs: Math.round(Math.max(0, ...gcPauses) * 10) / 10,
    },
  });
  app.close().then(() => process.exit(0));
});
