/**
 * The owner's inbox in the browser. Served under /admin by the Worker after
 * sign-in, which answers each screen already drawn, with the data it shows in
 * the page (first-view/): the app takes that page over as it is (hydrates it)
 * and asks the API nothing until the owner does something. A page that came
 * without a drawing (the Worker could not draw it) is drawn here instead.
 * The page imports this module once its largest paint is on screen
 * (worker/admin/app-after-paint.ts): until then the drawn page is plain HTML.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { FirstViewProvider, readFirstViewData } from "./first-view/data.tsx";
import { startTakingOverInTurns, takeOverTheRestInTurns } from "./first-view/in-turns.tsx";
import { INBOX_BASENAME } from "./shell/addresses.ts";
import "./styles/admin.css";

const root = document.getElementById("root")!;
const data = readFirstViewData();
const app = (
  <StrictMode>
    <BrowserRouter basename={INBOX_BASENAME}>
      <FirstViewProvider data={data}>
        <App />
      </FirstViewProvider>
    </BrowserRouter>
  </StrictMode>
);
// In a task of its own, after this module's evaluation: two shorter tasks on a phone's main thread
// instead of one long one (a tap that lands between them is answered sooner).
// The screen's larger parts and the list's rows are taken over in later tasks, a turn each (first-view/in-turns.tsx).
setTimeout(() => {
  const allTakenOver = data ? hydrateInTurns() : (createRoot(root).render(app), Promise.resolve());
  // The page is the app's now (every control answers): said on the root, for anyone who must wait for it.
  void allTakenOver.then(() => root.setAttribute("data-hydrated", ""));
}, 0);

function hydrateInTurns(): Promise<void> {
  startTakingOverInTurns();
  hydrateRoot(root, app);
  return takeOverTheRestInTurns();
}
