/** Game history (docs/product/economy.md §7 / §9: 50 on the dashboard, 100 at most). */
export const BET_HISTORY_DEFAULT_LIMIT = 50;
export const BET_HISTORY_MAX_LIMIT = 100;
/** The header a game server sends `GAME_SERVER_SECRET` in when it reports a round. */
export const GAME_SERVER_SECRET_HEADER = "x-game-server-secret";
