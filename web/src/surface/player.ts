/**
 * `@jadeverse/web/player`: the signed-in player's chrome, as the dashboard shows it and a shell may
 * mount it around every page: balances, level, avatar, rank, the welcome picker (avatar and nickname)
 * and the queue (modal, badge, launch). A lazy chunk's import: none of it is on a first screen.
 */
export { AvatarPicker } from "../features/dashboard/avatar-picker.tsx";
export { HeaderBalances } from "../features/dashboard/header-balances.tsx";
export { LevelProgress } from "../features/dashboard/level-progress.tsx";
export { PlayerAvatar } from "../features/dashboard/player-avatar.tsx";
export { RankBadge } from "../features/dashboard/rank-badge.tsx";
export { usePlayerSummary } from "../features/dashboard/use-player-summary.ts";
export { QueueRunner } from "../features/queue/queue-runner.tsx";
