import { describeRoute } from "hono-openapi";

const ERROR_RESPONSE = {
  description: "Error: `{ error: { code, message } }` with a code from the catalogue",
};

/** Documents a route in the OpenAPI document (routes with validators also contribute their schemas). */
export function doc(
  tag: string,
  summary: string,
  options: { auth?: "session" | "telegram"; success?: number } = {},
) {
  const security: Record<string, string[]>[] =
    options.auth === "session"
      ? [{ bearer: [] }, { cookie: [] }]
      : options.auth === "telegram"
        ? [{ telegramInitData: [] }]
        : [];
  return describeRoute({
    tags: [tag],
    summary,
    security,
    responses: { [options.success ?? 200]: { description: "Success" }, "4XX": ERROR_RESPONSE },
  });
}
