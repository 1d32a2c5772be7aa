import { useAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { restrictedAccessAtom } from "../../state/restricted.ts";
import { useSession } from "../../state/session.ts";
import { BLOCKED } from "./restricted-text.ts";

// The page a refusal opens is a chunk of its own: no first load pays for it.
const RestrictedRefusal = lazy(async () => ({
  default: (await import("./restricted-refusal.tsx")).RestrictedRefusal,
}));

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
 * The Terms' restricted countries, in both shells: asks the server once whether the visitor's
 * country is restricted (`GET /api/access`) and then says so in a notice at the top of every page;
 * when a call is refused for it (451 `COUNTRY_RESTRICTED`, state/restricted.ts), a page that says
 * why opens over the screen. Nothing is shown anywhere else.
 */
export function RestrictedCountryNotice() {
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
