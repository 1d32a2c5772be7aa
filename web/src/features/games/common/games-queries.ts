import {
  type BaccaratDeal,
  type BlackjackHandAnswer,
  baccaratDealResponse,
  blackjackCurrentResponse,
  blackjackHandResponse,
  GAME_HISTORY_DEFAULT_LIMIT,
  gameHistoryResponse,
  gamesCatalogResponse,
  type RouletteSpin,
  rouletteSpinResponse,
  type SlotsSpin,
  slotsSpinResponse,
} from "@jadeverse/api/client/games";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../../lib/api-client.ts";
import { CATALOG_STALE_MS, type HubGame } from "./constants.ts";

/** Query keys of the games: the catalogue, each game's history (under `history()`), the open hand. */
export const gamesKeys = {
  all: ["games"] as const,
  catalog: () => [...gamesKeys.all, "catalog"] as const,
  history: () => [...gamesKeys.all, "history"] as const,
  gameHistory: (game: HubGame) => [...gamesKeys.history(), game] as const,
  blackjackCurrent: () => [...gamesKeys.all, "blackjack", "current"] as const,
};

/** `GET /api/games`: limits, returns, the slot machine (public, cached 5 minutes by the server). */
export const gamesCatalogQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gamesKeys.catalog(),
    queryFn: async () => gamesCatalogResponse.parse(await unwrap(api.api.games.$get())),
    staleTime: CATALOG_STALE_MS,
  });

/** `GET /api/games/history?game=&limit=`: the player's settled rounds of one game, newest first. */
export const gameHistoryQuery = (api: ApiClient, game: HubGame) =>
  queryOptions({
    queryKey: gamesKeys.gameHistory(game),
    queryFn: async () =>
      gameHistoryResponse.parse(
        await unwrap(
          api.api.games.history.$get({ query: { game, limit: String(GAME_HISTORY_DEFAULT_LIMIT) } }),
        ),
      ).rounds,
  });

/** `GET /api/games/blackjack/current`: the open hand to resume, or null. */
export const blackjackCurrentQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: gamesKeys.blackjackCurrent(),
    queryFn: async () => blackjackCurrentResponse.parse(await unwrap(api.api.games.blackjack.current.$get())),
    staleTime: 0,
  });

type RouletteBets = Parameters<ApiClient["api"]["games"]["roulette"]["spin"]["$post"]>[0]["json"]["bets"];
type BaccaratBets = Parameters<ApiClient["api"]["games"]["baccarat"]["deal"]["$post"]>[0]["json"]["bets"];
type BlackjackActionName = Parameters<
  ApiClient["api"]["games"]["blackjack"]["action"]["$post"]
>[0]["json"]["action"];

/** `POST /api/games/roulette/spin` with one request key. */
export const spinRoulette = async (
  api: ApiClient,
  bets: RouletteBets,
  requestKey: string,
): Promise<RouletteSpin> =>
  rouletteSpinResponse.parse(await unwrap(api.api.games.roulette.spin.$post({ json: { bets, requestKey } })));

/** `POST /api/games/baccarat/deal` with one request key. */
export const dealBaccarat = async (
  api: ApiClient,
  bets: BaccaratBets,
  requestKey: string,
): Promise<BaccaratDeal> =>
  baccaratDealResponse.parse(await unwrap(api.api.games.baccarat.deal.$post({ json: { bets, requestKey } })));

/** `POST /api/games/slots/spin` with one request key. */
export const spinSlots = async (api: ApiClient, betPerLine: number, requestKey: string): Promise<SlotsSpin> =>
  slotsSpinResponse.parse(await unwrap(api.api.games.slots.spin.$post({ json: { betPerLine, requestKey } })));

/** `POST /api/games/blackjack/deal` with one request key. */
export const dealBlackjack = async (
  api: ApiClient,
  stake: number,
  requestKey: string,
): Promise<BlackjackHandAnswer> =>
  blackjackHandResponse.parse(
    await unwrap(api.api.games.blackjack.deal.$post({ json: { stake, requestKey } })),
  );

/** `POST /api/games/blackjack/action` on the hand as seen at `seq`, with one request key. */
export const actOnBlackjack = async (
  api: ApiClient,
  move: { roundId: number; seq: number; action: BlackjackActionName },
  requestKey: string,
): Promise<BlackjackHandAnswer> =>
  blackjackHandResponse.parse(
    await unwrap(api.api.games.blackjack.action.$post({ json: { ...move, requestKey } })),
  );
