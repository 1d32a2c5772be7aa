import type { StoreType } from "@jadeverse/api/client/store";
import { dashboardPage } from "../../lib/constants.ts";
import type { InventoryMessage } from "./messages.ts";

/**
 * docs/product/economy.md §2 Inventory: the filter bubbles, in order; Accessories and Others are disabled.
 * Their labels are the inventory's catalogue's (messages/), named here by their ids.
 */
export const INVENTORY_BUBBLES: readonly {
  id: string;
  label: InventoryMessage;
  types: readonly StoreType[];
  disabled?: true;
}[] = [
  { id: "all", label: "bubbleAll", types: [] },
  { id: "avatars", label: "bubbleAvatars", types: ["AVATAR"] },
  { id: "skins", label: "bubbleSkins", types: ["SKIN"] },
  { id: "clothing", label: "bubbleClothing", types: ["CLOTHING"] },
  { id: "accessories", label: "bubbleAccessories", types: ["ACCESSORY"], disabled: true },
  { id: "charms", label: "bubbleCharms", types: ["CHARM"] },
  { id: "vehicles", label: "bubbleVehicles", types: ["VEHICLE"] },
  { id: "others", label: "bubbleOthers", types: ["OTHER"], disabled: true },
];

/** The inventory's page: where the navigation's "Items" entry and the wheel's win modal lead. */
export const INVENTORY_PATH = dashboardPage("inventory");
