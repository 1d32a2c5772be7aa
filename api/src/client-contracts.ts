// The API for front ends, part two (`@jadeverse/api/client/contracts`): the response schemas the
// front ends parse answers with (the ones the routes answer with and the OpenAPI document shows),
// the realtime event names and maps, and the fairness algorithm that verifies a spin in the browser
// with the code that drew it. zod and plain modules only. Kept apart from client.ts so that a shell's
// entry, which needs the hc client at start-up, does not reach (and so load) these.

export {
  bonusReminderResponse,
  dailyBonusClaimResponse,
  dailyBonusStatusResponse,
} from "./lib/daily-bonus/responses.ts";
export {
  type FairnessState,
  fairnessRotateResponse,
  fairnessStateResponse,
  type SeedRotation,
} from "./lib/fairness/responses.ts";
/** The provably fair verifier: the server's own float stream, weighted pick and section-table hash. */
export { type RecordedSpin, type Verification, verifySpin } from "./lib/fairness/verify.ts";
export {
  type LeaderboardEntry,
  type LeaderboardResponse,
  leaderboardResponse,
} from "./lib/leaderboard/response.ts";
export { type BetHistoryItem, betHistoryResponse } from "./lib/openapi/responses/metrics.ts";
export {
  type QueueJoin,
  type QueueStatus,
  queueJoinResponse,
  queueStatusResponse,
  validateSessionResponse,
} from "./lib/openapi/responses/queue.ts";
export { preparedMessageResponse } from "./lib/openapi/responses/share.ts";
export {
  pixelStreamingResponse,
  type StreamingConfig,
  streamingConfigResponse,
} from "./lib/openapi/responses/streaming.ts";
export {
  myPassResponse,
  passCancelResponse,
  passCheckoutResponse,
  passesResponse,
  passInvoiceResponse,
  passPortalResponse,
  type SeasonPassView,
} from "./lib/passes/responses.ts";
export { archivedRaceResponse, currentRaceResponse } from "./lib/races/responses.ts";
export {
  type InventoryEntry,
  type InventoryItem,
  type InventorySkin,
  type ItemEntry,
  inventoryResponse,
  type SkinEntry,
  type StoreEntry,
  type StorePage,
  storeResponse,
  swapResponse,
} from "./lib/store/responses.ts";
export {
  goldChestOpenResponse,
  goldChestStatusResponse,
  type SectionTable,
  type SpinHistoryEntry,
  type SpinHistoryPage,
  type SpinOutcome,
  sectionTableResponse,
  spinOutcome,
  type WheelConfig,
  type WheelConfigSection,
  wheelConfigResponse,
  wheelHistoryResponse,
} from "./lib/wheel/responses.ts";
/** The socket.io event maps (shared by type) and the queue's namespace and events. */
export {
  type ClientToServerEvents,
  CRYPTO_NAMESPACE,
  PAYMENT_FAILED_EVENT,
  PAYMENT_SUCCESS_EVENT,
  QUEUE_NAMESPACE,
  QUEUE_STATUS_EVENT,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOLANA_NAMESPACE,
} from "./realtime/events.ts";
