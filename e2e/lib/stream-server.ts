// The game stream's stand-in for browser tests: what PIXELSTREAMING_URL points at in e2e/serve.ts. A
// real stream is a page on the streaming provider's origin that /play and /play-pixel show in a frame;
// this one is a small page on its own loopback port (another origin), so the frame, the page policy
// that must allow it, and the address handed to players are all exercised for real.

/** The text the stand-in's page shows once it is loaded in the game frame. */
export const STREAM_READY_TEXT = "Stream connected";

export function startStreamServer(port: number) {
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    fetch(req) {
      const url = new URL(req.url);
      if (url.pathname !== "/stream") return new Response("not found", { status: 404 });
      const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>JadeVerse stream</title>
<body style="margin:0;display:grid;place-items:center;height:100vh;background:#0b1410;color:#d8f3e4;font:16px system-ui">
<main><h1>${STREAM_READY_TEXT}</h1><p>Streaming session ${url.searchParams.get("session") ?? "e2e"}</p></main></body></html>`;
      return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/stream?session=e2e`, close: () => server.stop(true) };
}
