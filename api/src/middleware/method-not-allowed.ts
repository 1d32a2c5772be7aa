/**
 * For the 405 answer: which methods the API serves on a path. Built once from the app's route list
 * (`:param` and `*` patterns); middleware entries (`ALL`) are ignored.
 */
export function methodNotAllowed(routes: readonly { method: string; path: string }[]) {
  const patterns = routes
    .filter((route) => route.method !== "ALL")
    .map((route) => ({
      method: route.method,
      regex: new RegExp(
        `^${route.path
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\/:[^/]+/g, "/[^/]+")
          .replace(/\*/g, ".*")}/?$`,
      ),
    }));
  return (path: string): string[] => {
    const methods = new Set(patterns.filter((p) => p.regex.test(path)).map((p) => p.method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
