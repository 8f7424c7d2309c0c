/**
 * A real name is never junk: addresses built from the given names and
 * surnames of many languages, as Faker's maintained locale data lists them
 * (`@faker-js/faker`, a devDependency: its lists, not ones written here), in
 * the shapes people's addresses take (first.last, flast, first.m.last,
 * firstlast88, initials and surname...), are refused by none of the screens'
 * address checks. Names in Cyrillic are written in Latin letters as their
 * owners do in an address (a plain transliteration); scripts with no such
 * plain mapping (Chinese, Korean, Japanese) are left out.
 */
import {
  af_ZA, az, cs_CZ, da, de, en, en_GH, en_IN, en_NG, es, es_MX, fi, fr, fr_SN, hr, hu, id_ID, it as italian, ku_kmr_latin, lv, nb_NO, nl,
  pl, pt_BR, ro, ru, sk, sl_SI, sr_RS_latin, sv, tr, uk, uz_UZ_latin, vi, yo_NG, zu_ZA, type LocaleDefinition,
} from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { emailRefusal, screenLead } from "../../common";

const LOCALES: Record<string, LocaleDefinition> = {
  en, en_IN, en_NG, en_GH, es, es_MX, pt_BR, fr, fr_SN, de, it: italian, nl, pl, cs_CZ, sk, hu, ro, tr, vi, id_ID, fi, sv, nb_NO, da, hr,
  sr_RS_latin, sl_SI, lv, af_ZA, yo_NG, zu_ZA, uz_UZ_latin, ku_kmr_latin, az, ru, uk,
};

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", ґ: "g", д: "d", е: "e", ё: "e", є: "ye", ж: "zh", з: "z", и: "i", і: "i", ї: "yi", й: "y", к: "k",
  л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};
const LATIN_EXTRA: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d", ı: "i", ə: "e", þ: "th", ð: "d" };

/** A name as its owner writes it in an address: lower case, plain Latin letters, no spaces or apostrophes. */
function ascii(name: string): string {
  return [...name.toLowerCase()]
    .map((char) => CYRILLIC[char] ?? LATIN_EXTRA[char] ?? char)
    .join("")
    .normalize("NFD")
    .replace(/[^a-z]/g, "");
}

function namesOf(list: { generic?: string[] | null; male?: string[] | null; female?: string[] | null } | null | undefined): string[] {
  const all = [...(list?.generic ?? []), ...(list?.male ?? []), ...(list?.female ?? [])].map(ascii).filter((name) => name.length >= 2);
  return [...new Set(all)];
}

/** A fixed sequence (no randomness: the same addresses every run). */
function* pick<T>(items: readonly T[], seed: number): Generator<T> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield items[state % items.length]!;
  }
}

const PROVIDERS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "bellsouth.net", "emory.edu", "coxautoinc.com"];

function addresses(): { address: string; locale: string }[] {
  const out: { address: string; locale: string }[] = [];
  for (const [locale, definition] of Object.entries(LOCALES)) {
    const first = namesOf(definition.person?.first_name);
    const last = namesOf(definition.person?.last_name);
    if (first.length === 0 || last.length === 0) throw new Error(`no names in ${locale}`);
    const firsts = pick(first, locale.length * 7919);
    const lasts = pick(last, locale.length * 104729);
    const middles = pick(first, locale.length * 31);
    const domains = pick(PROVIDERS, locale.length);
    for (let index = 0; index < 24; index += 1) {
      const f = firsts.next().value!;
      const l = lasts.next().value!;
      const m = middles.next().value!;
      const domain = domains.next().value!;
      const digits = String(10 + ((index * 37) % 90));
      const shapes = [
        `${f}.${l}`, `${f[0]}${l}`, `${f}.${m[0]}.${l}`, `${f}${l}${digits}`, `${f[0]}${m[0]}${l}`,
        `${f}_${l}`, `${l}.${f}`, `${f}.${m[0]}${l[0]}`, `${f}${l[0]}`, `${f}-${l}`, `${f[0]}.${m[0]}.${l}`,
      ];
      for (const shape of shapes) out.push({ address: `${shape}@${domain}`, locale });
    }
  }
  return out;
}

describe("addresses made of real names", () => {
  const built = addresses();

  it("are at least 5,000, from names of at least 30 locales", () => {
    expect(built.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(built.map(({ locale }) => locale)).size).toBeGreaterThanOrEqual(30);
    console.log(`Names test: ${built.length} addresses from the names of ${Object.keys(LOCALES).length} locales`);
  });

  it("none is refused", () => {
    const refused = built
      .map(({ address, locale }) => ({ address, locale, why: emailRefusal(address) }))
      .filter(({ why }) => why !== null);
    expect(refused).toEqual([]);
  });

  it("none is refused, the ones an earlier check joined into a keyboard run or a test word either", () => {
    for (const address of [
      "hjklein@gmail.com", "lucas.d.ferreira@gmail.com", "thomas.df@outlook.com", "nicholas.dfoster@yahoo.com",
      "vargas.dfuentes@icloud.com", "meme.jones@gmail.com", "mehta.me@gmail.com", "peter.ty@gmail.com", "sdfadeyemi@gmail.com",
      "hoang.property@gmail.com", "typewriter.repair@gmail.com", "poppy.terry@gmail.com", "quiet.pretty@gmail.com",
    ]) {
      expect(emailRefusal(address), address).toBeNull();
      expect(screenLead({ email: address, message: "Please repaint our kitchen." }).outcome, address).not.toBe("refuse");
    }
  });

  it("still refuses keyboard runs and test words, each part read on its own", () => {
    for (const address of ["asdf@gmail.com", "qwerty123@yahoo.com", "asdfgh@gmail.com", "jane.asdf@gmail.com", "zxcvbn@gmail.com", "lkjh@aol.com", "asdfasdf@gmail.com", "qwertyuiop@gmail.com"]) {
      expect(emailRefusal(address), address).toMatch(/keyboard run|test word/);
    }
    for (const address of ["testuser@gmail.com", "fakename@gmail.com", "spambot@gmail.com", "testme@gmail.com", "jo.testtest@gmail.com"]) {
      expect(emailRefusal(address), address).toMatch(/test words?/);
    }
  });
});
