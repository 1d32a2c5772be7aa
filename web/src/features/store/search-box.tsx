import { STORE_SEARCH_MAX_LENGTH } from "@jadeverse/api/client/store";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { SearchIcon } from "../../ui/search-icon.tsx";
import { storeMessages } from "./messages.ts";

/** "Search Store": applied on Enter or the icon (docs/product/economy.md §2). */
export function SearchBox({ applied, onSearch }: { applied: string; onSearch(search: string): void }) {
  const t = useMessages(storeMessages);
  const [value, setValue] = useState(applied);
  return (
    <search className="min-w-0 flex-1">
      <form
        className="flex h-11 items-center gap-2 rounded-xl border border-edge bg-surface pe-1 ps-4 text-ink focus-within:border-jade focus-within:ring-2 focus-within:ring-jade/30"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <input
          type="search"
          aria-label={t("searchPlaceholder")}
          placeholder={t("searchPlaceholder")}
          maxLength={STORE_SEARCH_MAX_LENGTH}
          className="h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          aria-label={t("searchPlaceholder")}
          className="grid size-9 place-items-center rounded-lg text-muted hover:bg-raised hover:text-ink"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}
