import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { breakRefusalAtom, restrictedAccessAtom } from "../../state/restricted.ts";
import { useSession } from "../../state/session.ts";
import { BLOCKED } from "./restricted-text.ts";

// The page a refusal opens is a chunk of its own: no first load pays for it.
const RestrictedRefusal = lazy(async () => ({
  default: (await import("./restricted-refusal.tsx")).RestrictedRefusal,
}));
const BreakRefusal = lazy(async () => ({ default: (await import("./break-refusal.tsx")).BreakRefusal }));

/** A country code as the visitor's browser names it ("Russia"), or a neutral phrase without one. */
function countryName(country: string | null): string {
  if (!country) return "your country";
  try {
    return new Intl.DisplayNames([navigator.language || "en"], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * What keeps a player from playing, said where they meet it, in both shells: the restricted-country
 * notice and page (`RestrictedCountryNotice`), and the page a call refused during a break opens
 * (403 PLAYER_ON_BREAK: until when). Nothing is shown otherwise.
 */
export function AccessNotices() {
  return (
    <>
      <RestrictedCountryNotice />
      <BreakRefusalPage />
    </>
  );
}

function BreakRefusalPage() {
  const refusal = useAtomValue(breakRefusalAtom);
  const close = useSetAtom(breakRefusalAtom);
  if (!refusal) return null;
  return (
    <Suspense fallback={null}>
      <BreakRefusal until={refusal.until} kind={refusal.kind} onClose={() => close(null)} />
    </Suspense>
  );
}

/**
 * The Terms' restricted countries: asks the server once whether the visitor's country is restricted
 * (`GET /api/access`) and then says so in a notice at the top of every page; when a call is refused
 * for it (451 `COUNTRY_RESTRICTED`, state/restricted.ts), a page that says why opens over the screen.
 */
function RestrictedCountryNotice() {
  const session = useSession();
  const [access, setAccess] = useAtom(restrictedAccessAtom);

  useEffect(() => {
    let live = true;
    unwrap(session.api.api.access.$get())
      .then((answer) => {
        if (live && answer.restricted)
          setAccess((known) => known ?? { country: answer.country, refused: false });
      })
      .catch(() => {
        // Unknown: nothing to say (a refused call still opens the page below).
      });
    return () => {
      live = false;
    };
  }, [session, setAccess]);

  if (!access) return null;
  const where = countryName(access.country);
  return (
    <>
      <div
        role="status"
        className="border-b border-danger/40 bg-danger/10 px-4 py-2 text-center text-sm font-medium text-danger"
      >
        {PRODUCT_NAME} is not available in {where}: {BLOCKED} are blocked there, as our Terms say.
      </div>
      {access.refused ? (
        <Suspense fallback={null}>
          <RestrictedRefusal where={where} onClose={() => setAccess({ ...access, refused: false })} />
        </Suspense>
      ) : null}
    </>
  );
}
