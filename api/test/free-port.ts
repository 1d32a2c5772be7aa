/**
 * A port the OS says is free right now (it hands one out for port 0, and we give it back), for a
 * process a test starts that must be told its port. Random guesses collide with the other suites'
 * servers running in parallel (an anvil, an API child); the OS does not hand out a port in use.
 */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const { port } = probe;
  probe.stop(true);
  if (port === undefined) throw new Error("no free port");
  return port;
}
