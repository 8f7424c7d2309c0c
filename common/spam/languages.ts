/**
 * Reading a lead written in another language by what it says, not by its
 * script. Customers in North Metro Atlanta write in Spanish, Korean, Chinese,
 * Vietnamese and Russian, and so do vendors: another script is no sign of a
 * customer by itself. For each language: words a customer asking for painting
 * writes (paint, walls, kitchen cabinets, a quote, how much, call me) and words
 * a vendor's pitch is made of (SEO, website, more customers, loans, reviews,
 * "we offer", a follow-up of an earlier mail).
 *
 * A language's words are read only in a text written in it (its script, or for
 * Spanish and Vietnamese their own letters and function words), so an English
 * "Google" or "marketing" is left to the English rules. Each language's terms
 * are one alternation scanned once (global), so a text costs one pass a
 * language; the terms are plain words and stems, with no quantifier that could
 * backtrack.
 */

export interface LanguageReading {
  language: string;
  /** Distinct request words found ("pintar", "견적"). */
  requests: string[];
  /** Distinct pitch words found ("posicionar", "마케팅"). */
  pitches: string[];
}

interface LanguageTerms {
  language: string;
  /** Whether the text is written in this language at all. */
  writtenIn: (folded: string) => boolean;
  request: RegExp;
  pitch: RegExp;
}

/** Spanish function words: three different ones make a Spanish text ("para", "que", "los"...). */
const SPANISH_WORDS = /(?<![\p{L}])(?:que|para|los|las|del|una|por|con|sus?|le|nuestros?|usted(?:es)?|quiero|tengo|necesito|est[aá]|mi|el|la|es)(?![\p{L}])/gu;
/** Letters only Vietnamese writes (horned vowels, the d with a stroke, stacked tone marks). */
const VIETNAMESE_LETTERS = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;

function distinct(pattern: RegExp, folded: string): string[] {
  return [...new Set(Array.from(folded.matchAll(pattern), (match) => match[0]))];
}

/** Whole words in a Latin-script language (JavaScript's \b knows only ASCII letters). */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, "gu");
}

/** Stems and words in a script without spaces between words, or with rich endings: matched anywhere. */
function stems(alternatives: string): RegExp {
  return new RegExp(`(?:${alternatives})`, "gu");
}

export const LANGUAGE_TERMS: readonly LanguageTerms[] = [
  {
    language: "Spanish",
    writtenIn: (folded) => new Set(Array.from(folded.matchAll(SPANISH_WORDS), (match) => match[0])).size >= 3,
    // Catches: "necesito un presupuesto para pintar la casa". Not: "pintura" in "empresa de pintura" alone counts once.
    request: words(
      "pintar|pintura|pinten|pintado|casa|cocina|gabinetes|paredes|pared|techos?|rec[aá]maras|habitaci[oó]n(?:es)?|sala|fachada|molduras|cerca|deck|decks|presupuesto|cotizar|cotizaci[oó]n|estimado|cobran|cuesta|ll[aá]m(?:enme|ame)|puerta|ba[ñn]o|apartamento|inquilino|mancha|garaje",
    ),
    // Catches: "podemos posicionar su sitio web en la primera página de Google". Not: "pintar la fachada de mi negocio".
    pitch: words(
      "marketing|agencia|posicionar|posicionamiento|primera p[aá]gina|google|dise[ñn]o web|p[aá]gina web|sitio web|clientes nuevos|m[aá]s clientes|anuncios|pr[eé]stamos?|financiamiento|rese[ñn]as|asistentes? virtuales?|nuestros servicios|le ofrecemos|ofrecemos|le interesa|seguimiento|propuesta|precio especial|solo paga|paquetes|contratistas|su empresa|su negocio",
    ),
  },
  {
    language: "Russian",
    writtenIn: (folded) => /\p{Script=Cyrillic}/u.test(folded),
    // Catches: "нужно покрасить стены в гостиной". Not: "продвижение вашего сайта".
    request: stems("покрас|перекрас|краск|стен[аыуе]|потол|кухн|шкаф|забор|террас|фасад|спальн|гостин|лестниц|перил|гипсокартон|шпакл|оценк|сколько|стоит|позвоните|приехать|начать|переезд"),
    // Catches: "предлагаем продвижение вашего сайта, гарантия результата". Not: "покрасить забор".
    pitch: stems(
      "продвиж|сайт|поисков|в топ|клиент|заявк|заявок|реклам|рассылк|баз[аыу] |контакт|отзыв|рейтинг|криптовалют|инвестир|заработ|бухгалтер|предлагаем|услуг|скидк|гарантия|бесплатн|разрабатыва|недорого|подрядчик|telegram|телеграм|вашего бизнеса|вашей компании",
    ),
  },
  {
    language: "Chinese",
    writtenIn: (folded) => /\p{Script=Han}/u.test(folded),
    // Catches: "想重新粉刷客厅和三个卧室的墙面". Not: "出厂价批发各种墙面漆" (a supplier: its pitch words outnumber).
    request: stems("粉刷|刷漆|刷成|刷一下|刷墙|上漆|墙|天花板|橱柜|厨房|卧室|客厅|房子|外墙|百叶窗|估价|多少钱|上门|平台|篱笆|围栏|卫生间|漏水|师傅|施工|餐馆|打电话"),
    // Catches: "我们提供专业的谷歌SEO优化服务". Not: "请问可以上门估价吗".
    pitch: stems("优化|网站|排名|首页|推广|营销|线索|客户|贷款|放款|审批|批发|出厂价|工厂|粉丝|订单|我们提供|我们是|专业|合作|跟进|询价|价格优惠|付费|有兴趣|立即申请|涂料"),
  },
  {
    language: "Vietnamese",
    writtenIn: (folded) => VIETNAMESE_LETTERS.test(folded),
    // Catches: "tôi muốn sơn lại phòng khách, xin báo giá". Not: "dịch vụ SEO đưa website lên trang đầu".
    request: words("sơn|nhà|tường|trần|tủ bếp|phòng|báo giá|bao nhiêu|hàng rào|cửa|tiệm|bên ngoài|bên trong|đến xem|gọi cho tôi|bảo hành|nhuộm"),
    // Catches: "chúng tôi cung cấp dịch vụ quảng cáo". Not: "tiệm nail của tôi cần sơn lại tường".
    pitch: words(
      "dịch vụ|website|quảng cáo|khách hàng mới|khách hàng|trang đầu|google|seo|cam kết|vay|vay vốn|giải ngân|thế chấp|trợ lý ảo|đánh giá|marketing|ưu đãi|tư vấn|cung cấp|doanh nghiệp|đăng ký|liên hệ|email trước|chi phí thấp",
    ),
  },
  {
    language: "Korean",
    writtenIn: (folded) => /\p{Script=Hangul}/u.test(folded),
    // Catches: "거실과 방 세 개 벽을 다시 칠하고 싶습니다. 견적 부탁드립니다". Not: "페인트 업체 사장님" (a pitch to the trade).
    request: stems("칠하|칠을|칠해|도색|벽|천장|캐비닛|주방|외벽|데크|울타리|스테인|견적|계단|난간|교회|식당|방문|얼마|싶어요|싶습니다|라이센스|보험|집 "),
    // Catches: "구글 첫 페이지에 노출시켜 드리는 SEO 마케팅 서비스". Not: "주방 캐비닛을 흰색으로 칠하고 싶어요".
    pitch: stems("마케팅|홈페이지|웹사이트|제작|블로그|인스타그램|고객|보장|대출|승인|담보|리뷰|별점|상담|매출|업체입니다|제공합니다|만들어 드립니다|올려드립니다|사장님|제안|할인|신청하세요|회신|노출|seo"),
  },
];

/** What each language the text is written in says: its request and pitch words. */
export function readLanguages(folded: string): LanguageReading[] {
  return LANGUAGE_TERMS.filter(({ writtenIn }) => writtenIn(folded)).map(({ language, request, pitch }) => ({
    language,
    requests: distinct(request, folded),
    pitches: distinct(pitch, folded),
  }));
}

/**
 * The languages a text pitches in: pitch words and no request word, or two
 * pitch words or more that outnumber its request words (a paint supplier names
 * walls too). A customer's question with one pitch-like word ("do you offer
 * this service?") beside a request is not a pitch.
 */
export function pitchesIn(readings: readonly LanguageReading[]): LanguageReading[] {
  return readings.filter(({ requests, pitches }) => (pitches.length >= 1 && requests.length === 0) || (pitches.length >= 2 && pitches.length > requests.length));
}

/** Whether a text asks for painting in one of these languages: request words outnumbering its pitch words. */
export function asksInAnotherLanguage(readings: readonly LanguageReading[]): boolean {
  return readings.some(({ requests, pitches }) => requests.length > 0 && requests.length >= pitches.length);
}
