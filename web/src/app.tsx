import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createWebRoutes } from "./routes.tsx";
import { createWebApp } from "./shell/web-app.ts";
import { AppProviders } from "./state/app-providers.tsx";

const app = createWebApp();
const router = createBrowserRouter(createWebRoutes(app.mainActions));

export function App() {
  return (
    <AppProviders app={app}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
