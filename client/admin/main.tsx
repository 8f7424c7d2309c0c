/**
 * The owner's inbox, rendered in the browser only (nothing to prerender: every
 * screen is private data). Served under /admin by the Worker after sign-in.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import "./styles/admin.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
