/**
 * The data a screen's first view was drawn with, handed to `useResource`: by
 * the Worker's renderer on the server, and in the browser from the JSON the
 * page carries, so the app's first render is the page as it arrived (no
 * spinner, no second request, nothing moves). It serves the first view only:
 * once the owner moves to another address, every screen loads fresh.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { FIRST_VIEW_DATA_ID, type FirstViewData, type FirstViewDevice } from "../../../common/inbox-first-view.ts";

interface FirstViewStore {
  get(key: string): { data: unknown } | undefined;
  /** Forget the data: the first view is over. */
  clear(): void;
}

function storeOf(data: FirstViewData | undefined): FirstViewStore {
  let current = data;
  return {
    get: (key) => (current && Object.hasOwn(current, key) ? { data: current[key] } : undefined),
    clear: () => {
      current = undefined;
    },
  };
}

const FirstViewContext = createContext<FirstViewStore>(storeOf(undefined));
/** What the Worker knew of the device it drew for (the browser knows better and never reads it). */
const DeviceContext = createContext<FirstViewDevice>({ listLayout: "both" });

export function FirstViewProvider({ data, device = { listLayout: "both" }, children }: { data: FirstViewData | undefined; device?: FirstViewDevice; children: ReactNode }) {
  const [store] = useState(() => storeOf(data));
  const location = useLocation();
  const [firstAddress] = useState(`${location.pathname}${location.search}`);
  // Forgotten as the address changes, before the next screen renders and reads it (an effect
  // would run after that render, and the next screen would start from the first one's data).
  if (`${location.pathname}${location.search}` !== firstAddress) store.clear();
  return (
    <FirstViewContext.Provider value={store}>
      <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>
    </FirstViewContext.Provider>
  );
}

export function useFirstViewData(): FirstViewStore {
  return useContext(FirstViewContext);
}

/** On the server: the device the page is drawn for. */
export function useFirstViewDevice(): FirstViewDevice {
  return useContext(DeviceContext);
}

/**
 * False for the first render (the server's, and the browser's that takes the
 * drawn page over, which must match it), true from just after it: for what
 * only the browser can know, such as whether it can show notifications.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.resolve().then(() => live && setAfter(true));
    return () => {
      live = false;
    };
  }, []);
  return after;
}

/**
 * What the owner typed into a drawn field (by its id) before the app took it
 * over is given to `keep` just after the take-over, for the field's state:
 * Preact writes a textarea's value from the state as it takes it over (and the
 * next render writes any field's), so without this the words would go. The
 * typed words are read before that (as the component first renders), and kept
 * in a layout effect (before the next paint) rather than as the first state:
 * the first render must match the drawn page, since what a take-over renders
 * differently (a button's `disabled`) never reaches the page.
 */
export function useKeepTypedBeforeTakeOver(id: string, keep: (typed: string) => void): void {
  const [typed] = useState(() => typedBeforeTakeOver(id));
  useLayoutEffect(() => {
    if (typed !== undefined) keep(typed);
    // Once, as the field is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The field's value when the owner changed the drawn one, else undefined (always on the server). */
function typedBeforeTakeOver(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/** The page's inlined first-view data, or undefined when the page came without (an older page, a failed load). */
export function readFirstViewData(): FirstViewData | undefined {
  const element = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as FirstViewData) : undefined;
  } catch {
    return undefined;
  }
}
