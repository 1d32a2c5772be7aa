import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { useConsole, useReach } from "./console-client.ts";

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ${isActive ? "bg-raised text-ink" : "text-muted hover:text-ink"}`;

/** The console's frame: its areas as the operator's role reaches them, who is signed in, sign-out. */
export function ConsoleChrome({ operator, children }: { operator: string | null; children: ReactNode }) {
  const { role, expiresAt, signOut } = useConsole();
  const reach = useReach();
  const until = new Date(expiresAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">JadeVerse console</p>
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            <NavLink to="/admin" end className={link}>
              Overview
            </NavLink>
            {reach.players ? (
              <NavLink to="/admin/players" className={link}>
                Players
              </NavLink>
            ) : null}
            {reach.payments ? (
              <NavLink to="/admin/payments" className={link}>
                Payments
              </NavLink>
            ) : null}
            {reach.community ? (
              <NavLink to="/admin/community" className={link}>
                Community
              </NavLink>
            ) : null}
            {reach.admin ? (
              <NavLink to="/admin/audit" className={link}>
                Audit
              </NavLink>
            ) : null}
          </nav>
          <div className="ms-auto flex items-center gap-3 text-sm text-muted">
            <span className="hidden sm:inline">{operator}</span>
            <Badge tone="gold">{role}</Badge>
            <span>until {until}</span>
            <Button variant="secondary" onClick={signOut}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">{children}</main>
    </div>
  );
}
