/** The staking dashboard (`/dashboard/staking`): built in this folder (placeholder until the page lands). */
export function StakingPage() {
  return null;
}
