import { z } from "zod";

/**
 * zod for the front ends. Its JIT compiles parsers with `new Function`, and merely probing whether
 * that is allowed is a `script-src 'unsafe-eval'` violation under our Content Security Policy; the
 * interpreted parsers are plenty fast for API answers. Import `z` from here so the setting is in
 * place before the first parse.
 */
z.config({ jitless: true });

export { z };
