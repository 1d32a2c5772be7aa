import { AuditTable } from "./audit-table.tsx";

/** Every console action and refused attempt (admins). */
export function AuditPage() {
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold">
        Audit log
      </h1>
      <AuditTable />
    </section>
  );
}
