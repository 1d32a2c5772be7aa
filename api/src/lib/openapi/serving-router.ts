import { RegExpRouter } from "hono/router/reg-exp-router";
import { isDescriptionOnly } from "../openapi.ts";

/**
 * The API's router: Hono's `RegExpRouter`, without the routes' `doc()` descriptions. Those stay in
 * `app.routes`, where the OpenAPI generator reads them (routes/platform/docs.ts), but a request never runs them:
 * each one would be another turn of the middleware chain on every call of every documented route.
 */
export class ServingRouter<T> extends RegExpRouter<T> {
  override add(method: string, path: string, handler: T): void {
    if (Array.isArray(handler) && isDescriptionOnly(handler[0])) return;
    super.add(method, path, handler);
  }
}
