import { Navigate } from "react-router";
import { INVENTORY_PATH } from "./constants.ts";

/**
 * `/dashboard/items` (docs/product/economy.md §2: "items pages, content not shown"): the player's items are the
 * inventory, so this path opens it instead of a page that is not open yet.
 */
export function ItemsRedirect() {
  return <Navigate to={INVENTORY_PATH} replace />;
}
