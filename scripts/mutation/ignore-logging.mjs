// A Stryker ignorer (stryker.config.mjs `ignorers`): leaves unmutated the ARGUMENTS of log calls
// (`log.info("…", {…})`, `deps.logger.error(…)`, `console.*`) and of zod's `.describe("…")`, i.e.
// log lines and API documentation text. The code around them (conditions, the schema chain the
// describe is called on) is still mutated.
const LOGGERS = new Set(["log", "logger", "console"]);
const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "log"]);

function calleeName(callee) {
  if (callee?.type !== "MemberExpression" || callee.property.type !== "Identifier") return undefined;
  const target = callee.object;
  const owner =
    target.type === "Identifier"
      ? target.name
      : target.type === "MemberExpression" && target.property.type === "Identifier"
        ? target.property.name
        : undefined;
  return { owner, method: callee.property.name };
}

const ignorer = {
  shouldIgnore(path) {
    if (path.listKey !== "arguments" || path.parentPath?.node.type !== "CallExpression") return undefined;
    const name = calleeName(path.parentPath.node.callee);
    if (!name) return undefined;
    if (name.method === "describe") return "API documentation text (zod .describe)";
    if (LOGGERS.has(name.owner) && LEVELS.has(name.method)) return "log line";
    return undefined;
  },
};

export const strykerPlugins = [{ kind: "Ignore", name: "jv-logging", value: ignorer }];
