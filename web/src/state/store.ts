import { createStore } from "jotai";

/** The web app's one jotai store; non-React code (the API client) reads and writes atoms through it. */
export const appStore = createStore();
