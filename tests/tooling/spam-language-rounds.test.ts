import { describe, expect, it } from "vitest";
import { SPAM_MODEL } from "../../common/spam-model-trained.ts";
import { formatLanguageFigures, judgeByLanguage, languageRounds, roundOfEachGroup } from "../../scripts/lib/spam-language-rounds.ts";
import { TUNING_JUNK, TUNING_REAL } from "../common/spam-cases.ts";

const lead = (label: string, message: string) => ({ label, email: "pat.lee@gmail.com", message });

describe("npm run spam:rounds", () => {
  it("finds each other-language round by its first group's note, and no English group in one", () => {
    const groups = [
      { category: "English", round: "Held-out round eight, judged blind once", cases: [] },
      { category: "Spanish customers, round x", language: "Spanish", round: "Round x, other languages: ...", cases: [] },
      { category: "Korean customers, round x", language: "Korean", cases: [] },
      { category: "English after it", cases: [] },
      { category: "Russian customers, round y", language: "Russian", round: "Round y, other languages", cases: [] },
      { category: "Chinese customers, set z", language: "Chinese", round: "Tuning set z: customers (1 a language), pitches", cases: [] },
    ];
    expect(roundOfEachGroup(groups)).toEqual([null, "Round x", "Round x", null, "Round y", "Tuning set z"]);
    // The tuning part's own other-language rounds, as the script leaves them out one by one.
    expect(languageRounds(TUNING_REAL, TUNING_JUNK)).toEqual(expect.arrayContaining(["Round eleven", "Round twelve", "Round seventeen", "Tuning set nineteen"]));
  });

  it("judges a round per language: customers refused and held, pitches stopped, and what each missed", () => {
    const real = [{ category: "Korean customers", language: "Korean", cases: [lead("cabinets", "주방 캐비닛을 흰색으로 칠하고 싶어요. 견적 부탁드립니다.")] }];
    const junk = [
      { category: "Korean pitches", language: "Korean", cases: [lead("seo", "귀사 홈페이지를 구글 첫 페이지에 노출시켜 드리는 마케팅 서비스를 제공합니다.")] },
      { category: "Spanish pitches", language: "Spanish", cases: [lead("agency", "Somos una agencia de marketing y le ofrecemos más clientes para su negocio con anuncios en Google.")] },
    ];
    const figures = judgeByLanguage(real, junk, SPAM_MODEL);
    expect(figures.map(({ language, real, realRefused, realHeld, junk, junkStopped }) => ({ language, real, realRefused, realHeld, junk, junkStopped }))).toEqual([
      { language: "Korean", real: 1, realRefused: 0, realHeld: 0, junk: 1, junkStopped: 1 },
      { language: "Spanish", real: 0, realRefused: 0, realHeld: 0, junk: 1, junkStopped: 1 },
    ]);
    const lines = formatLanguageFigures(figures);
    expect(lines.at(-1)).toBe("  all: customers refused 0/1, held 0/1 (0.0%); pitches stopped 2/2 (100.0%)");
  });
});
