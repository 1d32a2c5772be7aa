import { useReach } from "../console-client.ts";
import { AirdropPanel } from "./airdrop-panel.tsx";
import { BroadcastsTable } from "./broadcasts-table.tsx";
import { FlagsPanel } from "./flags-panel.tsx";
import { InvestorImport } from "./investor-import.tsx";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The community manager's area: broadcasts, the airdrop, the investors file, feature flags. */
export function CommunityPage() {
  const reach = useReach();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Community</h1>
      <Section id="broadcasts-title" title="Broadcasts">
        <BroadcastsTable />
      </Section>
      <Section id="airdrop-title" title="Airdrop">
        <AirdropPanel />
      </Section>
      {reach.admin ? (
        <Section id="investors-title" title="Investors import">
          <InvestorImport />
        </Section>
      ) : null}
      <Section id="flags-title" title="Feature flags">
        <FlagsPanel />
      </Section>
    </div>
  );
}
