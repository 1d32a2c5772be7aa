import { createStore } from "jotai";

/**
 * The one place a jotai store is made (Biome forbids `createStore` elsewhere). Each shell creates its
 * store at start-up and provides it through AppProviders; non-React code (the session, wallet
 * runtime) receives it instead of importing a module-level store.
 */
export const createAppStore = () => createStore();

export type AppStore = ReturnType<typeof createAppStore>;
