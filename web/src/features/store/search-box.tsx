import { STORE_SEARCH_MAX_LENGTH } from "@jadeverse/api/client";
import { useState } from "react";
import { SearchIcon } from "../../ui/search-icon.tsx";
import { STORE_TEXT } from "./constants.ts";

/** "Search Store": applied on Enter or the icon (spec 001 §2). */
export function SearchBox({ applied, onSearch }: { applied: string; onSearch(search: string): void }) {
  const [value, setValue] = useState(applied);
  return (
    <search>
      <form
        className="flex h-11 items-center gap-2 rounded-xl border border-white/15 bg-white/5 pr-1 pl-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <input
          type="search"
          aria-label={STORE_TEXT.searchPlaceholder}
          placeholder={STORE_TEXT.searchPlaceholder}
          maxLength={STORE_SEARCH_MAX_LENGTH}
          className="h-full flex-1 bg-transparent outline-none"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          aria-label={STORE_TEXT.searchPlaceholder}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}
