/**
 * Short confirmations ("Status saved", "Lead released") shown at the bottom of
 * the screen and read out by screen readers. The live region is in the page
 * from the start, empty, because a region that appears together with its text
 * is often not announced.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

type Tone = "success" | "error";
interface Notice {
  id: number;
  tone: Tone;
  text: string;
}

const NoticeContext = createContext<(text: string, tone?: Tone) => void>(() => {});

export function useNotify(): (text: string, tone?: Tone) => void {
  return useContext(NoticeContext);
}

const VISIBLE_MS = 5_000;

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((text: string, tone: Tone = "success") => {
    const id = nextId.current++;
    setNotices((current) => [...current.filter((n) => n.text !== text), { id, tone, text }].slice(-3));
  }, []);
  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((n) => n.id !== id)), []);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} onDone={dismiss} />
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

function NoticeCard({ notice, onDone }: { notice: Notice; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(notice.id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onDone]);
  return <p className={`notice notice--${notice.tone}`}>{notice.text}</p>;
}
