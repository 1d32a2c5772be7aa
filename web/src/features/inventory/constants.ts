import type { StoreType } from "@jadeverse/api/client";
import { dashboardPage } from "../../lib/constants.ts";

/** docs/product/economy.md §2 Inventory: the filter bubbles, in order; Accessories and Others are disabled. */
export const INVENTORY_BUBBLES: readonly {
  id: string;
  label: string;
  types: readonly StoreType[];
  disabled?: true;
}[] = [
  { id: "all", label: "All items", types: [] },
  { id: "avatars", label: "Avatars", types: ["AVATAR"] },
  { id: "skins", label: "Skins", types: ["SKIN"] },
  { id: "clothing", label: "Clothing", types: ["CLOTHING"] },
  { id: "accessories", label: "Accessories", types: ["ACCESSORY"], disabled: true },
  { id: "charms", label: "Lucky Charms", types: ["CHARM"] },
  { id: "vehicles", label: "Vehicles", types: ["VEHICLE"] },
  { id: "others", label: "Others", types: ["OTHER"], disabled: true },
];

/** docs/product/economy.md §2 and §8: the inventory's words and messages. */
export const INVENTORY_TEXT = {
  title: "Inventory",
  useAvatar: "Use this avatar",
  currentAvatar: "Current avatar",
  equip: "Equip",
  equipped: "Equipped",
  unequip: "Unequip",
  preview: "Preview",
  sell: "Sell item (coming soon)",
  equipInLocker: "Equip in Locker",
  sellOnMarketplace: "Sell on Marketplace",
  empty: "No items found.",
  visitStore: "Visit store",
  loadFailed: "Failed to load your inventory.",
  loadingMore: "Loading more...",
  retry: "Retry",
  equipAvatarFailed: "Failed to equip avatar!",
  avatarChanged: "Avatar changed successfully!",
  other: "Something went wrong!",
} as const;

/** The inventory's page: where the navigation's "Items" entry and the wheel's win modal lead. */
export const INVENTORY_PATH = dashboardPage("inventory");
