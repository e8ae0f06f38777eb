// How the server's processes (`npm start`, `npm run worker`, the browser tests' server) start and stop.

/** Runs a process's start-up; a failure is printed and exits 1, so a half-started process does not linger. */
export function runProcess(main: () => Promise<void>) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * On SIGINT or SIGTERM, `close` once (what the process holds: the HTTP server, the workers, the database), then exit:
 * 1 when closing failed, so the supervisor sees it.
 */
export function closeOnSignal(close: () => Promise<unknown>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
