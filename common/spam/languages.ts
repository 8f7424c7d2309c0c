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
 * are one alternation of plain words and stems, with no quantifier that could
 * backtrack; every language's alternations are read into one scanner
 * (`word-scanner.ts`), so a text is read once for all of them, with the
 * matches each alternation's own global search gives.
 */

import { hasDistinctMatches, matchesOf } from "./beginnings";
import { type ScannedMatch, WordScanner } from "./word-scanner";

export interface LanguageReading {
  language: string;
  /** Distinct request words found ("pintar", "견적"). */
  requests: string[];
  /** Distinct pitch words found ("posicionar", "마케팅"), and the seller's words of `sellers` after them. */
  pitches: string[];
  /** The seller's words found of the kinds the rules read ("busco trabajo", "일감"): not the "Maybe" kinds. */
  sellers: string[];
  /**
   * What the seller's words found say the writer does, in every language alike (see
   * `SellerKind`): "work" for "busco trabajo" as for "일 구하고"; a kind ending in "?"
   * for words a customer may write too, whose phrases are not pitch words. The model
   * weighs the kinds, so a Korean bump teaches it about a Spanish one.
   */
  kinds: string[];
}

/**
 * How a seller, a job seeker or a scammer stands to the business, whatever the
 * language. Each language's `seller` pattern names its alternatives by kind
 * (a named group), so one pass finds both the words and what they say:
 * - seller: the words listed before the kinds (a seller's, of any kind);
 * - offers: "we" selling a service or a product ("ofrecemos", "мы создаём", "我司", "em giới thiệu", "도와드립니다"),
 *   or asking whether the business wants more customers or jobs;
 * - business: the business addressed as a business or a trade ("para contratistas", "для малярных компаний");
 * - work: a painter or a crew asking for work or subcontracts ("buscamos trabajar como subcontratistas", "일감 있으시면");
 * - payment: money to pass on to a third party (a mover, a designer, a gardener) or a gift card;
 * - buyer: an investor buying the house or the business ("compramos casas", "现金收购");
 * - and the same with "Maybe" (read as kind "offers?", "bump?"...): words a customer may write too
 *   (a follow-up of their own request, "贵公司", a stay abroad), which only the model weighs;
 * - discountMaybe: a discount ("скидка", "할인"), which customers ask about far more often than sellers offer
 *   it ("скидка 15% для новых клиентов ещё действует?", "교회 할인 되나요?"): only the model weighs it;
 * - mineMaybe and weMaybe: how the writer stands, as the English features count "I"/"my" against "we"/"our":
 *   a customer names their own home ("mi casa", "我家", "저희 집"), a seller speaks for a firm
 *   ("nosotros", "我们", "chúng tôi", "저희"). Both are the customer's words too; the model weighs them.
 *   They come last, so a longer phrase starting at the same word ("nuestra empresa") is read as itself.
 */
type SellerKind =
  | "seller" | "offers" | "business" | "work" | "payment" | "buyer"
  | "offersMaybe" | "businessMaybe" | "workMaybe" | "paymentMaybe" | "buyerMaybe" | "bumpMaybe" | "discountMaybe" | "mineMaybe" | "weMaybe";

/** A `seller` pattern's alternatives by kind, as named groups of one alternation (`words` or `stems` wraps it). */
function byKind(groups: Partial<Record<SellerKind, string>>): string {
  return Object.entries(groups)
    .map(([kind, alternatives]) => `(?<${kind}>${alternatives})`)
    .join("|");
}

/** The kind of a `seller` match: the named group that matched, "offers?" for "offersMaybe". */
function kindOf(group: string | undefined): string {
  const kind = group ?? "seller";
  return kind.endsWith("Maybe") ? `${kind.slice(0, -"Maybe".length)}?` : kind;
}

interface LanguageTerms {
  language: string;
  /** Whether the text is written in this language at all. */
  writtenIn: (folded: string) => boolean;
  request: RegExp;
  /** What a vendor sells: marketing, leads, loans, reviews, supplies, services to the business. */
  pitch: RegExp;
  /**
   * How a seller, a job seeker or a scammer writes, whatever the product: "our
   * company provides", "we help businesses", a price for the business, a bump
   * of an earlier mail, "I am looking for work", a crew seeking subcontracts,
   * a cheque with extra to pass on. Read as pitch words: they only ever hold.
   */
  seller: RegExp;
}

/**
 * Spanish function words: three different ones make a Spanish text ("para", "que", "los"...). A short
 * note has few: "Hola, ¿pudo ver mi correo anterior? Solo quería dar seguimiento" names "hola", "pudo",
 * "mi", "quería". The shortest and commonest ("de", "en", "y", "un", "más", "como") and an opening "¿" or
 * "¡" count too: a one-line pitch ("Renta de andamios y elevadores en Gwinnett") names no longer one, and
 * about a quarter of one set of 120 Spanish pitches was read as English, by rules that know none of its
 * words. Not: "12 Del Mar Way, La Vista" (an English address names two), "solo project" (one), "Ponce de
 * Leon", "en route" (one each), "y'all" ("y" before an apostrophe is not counted).
 */
const SPANISH_WORDS =
  /(?<![\p{L}])(?:que|para|los|las|del|una|unas|unos|por|con|sus?|le|nuestr[oa]s?|usted(?:es)?|quiero|tengo|necesito|est[aá]|mi|el|la|es|hola|gracias|quer[ií]a|quisiera|pudo|podr[ií]a|tiene|tienen|pero|tambi[eé]n|muy|est[aá]n|buenas|buenos|s[oó]lo|puede|pueden|cu[aá]nto|de|en|un|les|nos|m[aá]s|este|esta|estos|estas|como|aqu[ií]|y(?!['’]))(?![\p{L}])|[¿¡]/gu;
/** Letters only Vietnamese writes (horned vowels, the d with a stroke, stacked tone marks). */
const VIETNAMESE_LETTERS = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;

/**
 * Vietnamese typed without its marks, as many write from a phone ("chao anh, em can son ngoai nha"):
 * three different of these words, none of them English or Spanish, make a Vietnamese text. "anh" and
 * "em" are left out (Anh is a given name). Catches: "ok anh, em dong y gia $5200. khi nao bat dau duoc?"
 * (dong y, khi nao, bat dau, duoc). Not: "Hi, this is Anh Tran, can you paint my deck?" (none).
 */
const UNMARKED_VIETNAMESE_WORDS =
  /(?<![\p{L}])(?:chao|khong|ko|duoc|dc|muon|nhieu|giup|cua|voi|nguoi|viec|nhe|roi|xin|cam on|tien|khoang|oi|toi|dong y|khi nao|bat dau|bao lau|bao nhieu|bao gia|cuoi tuan)(?![\p{L}])/gu;

function distinct(pattern: RegExp, folded: string): string[] {
  // `matchesOf`: the pattern's matches, searched from the characters its words start with.
  return [...new Set(matchesOf(pattern, folded))];
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
    writtenIn: (folded) => hasDistinctMatches(SPANISH_WORDS, folded, 3),
    // Catches: "necesito un presupuesto para pintar la casa". Not: "pintura" in "empresa de pintura" alone counts once.
    request: words(
      "pintar|pintura|pinten|pintado|repintar|repinten|repintado|casa|cocina|gabinetes|paredes|pared|techos?|rec[aá]maras|habitaci[oó]n(?:es)?|sala|fachada|molduras|cerca|deck|decks|presupuesto|cotizar|cotizaci[oó]n|estimado|cobran|cuesta|ll[aá]m(?:enme|ame)|puerta|ba[ñn]o|apartamento|inquilino|mancha|garaje|pintarl[ao]s?|pies cuadrados|" +
        // A builder or a landlord hiring a painter. Catches: "buscamos un pintor para nuestras casas". Not: "soy pintor, busco trabajo".
        "busco (?:un )?pintor|buscamos (?:un )?pintor|necesito (?:un )?pintor|necesitamos (?:un )?pintor|" +
        // A customer's own job under way. Catches: "¿cuánto es el depósito?", "ya mandé el anticipo". Not: "Factura #DC-20931" (a directory's).
        "dep[oó]sito|anticipo",
    ),
    // Catches: "podemos posicionar su sitio web en la primera página de Google". Not: "pintar la fachada de mi negocio".
    pitch: words(
      "marketing|agencia|posicionar|posicionamiento|primera p[aá]gina|google|dise[ñn]o web|p[aá]gina web|sitio web|clientes nuevos|m[aá]s clientes|anuncios|pr[eé]stamos?|financiamiento|rese[ñn]as|asistentes? virtuales?|nuestros servicios|le ofrecemos|ofrecemos|le interesa|seguimiento|propuesta|precio especial|solo paga|paquetes|contratistas|su empresa|su negocio|" +
        "redes sociales|clientes potenciales|prospectos|leads|capital de trabajo|l[ií]nea de cr[eé]dito|aprobaci[oó]n|5 estrellas|cinco estrellas|n[oó]mina|contabilidad|procesamiento de pagos|comisiones|al por mayor|distribuidor|verifique|contrase[ñn]a|suspendid[ao]|reclutamiento|personal calificado|trabajadores temporales|mano de obra|" +
        // Catches: "rendimientos del 3% diario con criptomonedas", "verificar su cuenta: haga clic", "póliza más barata con otro agente de seguros",
        // "catálogo de precios de mayoreo", "terminal sin comisión", "$99 al mes". Not: "¿el trabajo tiene garantía?", "¿la visita es gratis?",
        // "una casa de inversión" ("garantía", "gratis", "sin costo" and "inversión" are a customer's words too, so they are not listed).
        "criptomonedas?|ganancias|rendimientos?|casino|apuestas|haga clic|verificar su|su cuenta|franquicia|cat[aá]logo|mayoreo|env[ií]o gratis|" +
        "centro de llamadas|recepcionista virtual|derechos de autor|marca registrada|p[oó]liza|agente de seguros|terminal(?:es)?|prueba gratis|al mes|por mes|" +
        // A network that charges to join. Catches: "trabajo con una red de contratistas; para entrar solo se paga una cuota de inscripción".
        // Not: "soy contratista y necesito un pintor", "la inscripción de mi hijo" ("inscripción" alone is not listed).
        "cuota de inscripci[oó]n|red de contratistas",
    ),
    // Catches: "busco trabajo estable, tengo experiencia como pintor", "nuestra empresa ayuda a contratistas".
    // Not: "necesito pintar la cocina, ¿ustedes tienen experiencia con gabinetes?" ("experiencia" alone is a customer's question).
    seller: words(byKind({
      seller:
      "experiencia como|mi propia camioneta|mi propia herramienta|puedo empezar|gracias por la oportunidad|curr[ií]culum|permiso de trabajo|subcontrato|subcontratar|mi cuadrilla|nuestra cuadrilla|" +
        "nuestra empresa|nuestro equipo|somos una empresa|somos una agencia(?! de)|ayudamos a|le ayudamos|brindamos|sin compromiso|le escribo de nuevo|mi correo anterior|" +
        "transportista|plataforma petrolera|" +
        // Catches: "somos especialistas en...", "nos dedicamos a la generación de clientes", "estoy disponible para trabajar".
        // Not: "me dedico a bienes raíces y necesito pintar" (a customer's own trade: only the plural seller is listed), "disculpe la
        // molestia, ¿vio mi mensaje anterior?" (a customer's follow-up reads the same as a seller's bump: the model weighs those).
        "somos expertos|somos especialistas|nos dedicamos a|disponible para trabajar",
      // Catches: "ofrecemos traducción", "nosotros generamos solicitudes de estimados", "solicite nuestra lista", "le puedo conseguir una
      // cotización", "¿están buscando más trabajos de pintura?", "buscamos patrocinadores". Not: "ofrecen garantía?" (the customer's
      // "ofrecen", not "ofrecemos"), "compramos una casa y queremos pintarla" (only "compramos casas" is a buyer's), "¿nos pueden dar
      // un estimado?".
      offers:
        "nosotros (?:hacemos|generamos|manejamos|dise[ñn]amos|vendemos|ofrecemos|creamos|conseguimos)|generamos solicitudes|generamos clientes|" +
        "manejamos redes|dise[ñn]amos sitios|somos distribuidores|somos una agencia de|(?:solicite|vea|pida|conozca) nuestr[oa]s?|" +
        "nuestr[oa]s? (?:plataforma|terminal|app|software|portafolio|lista de precios|tarifas)|" +
        "le (?:garantizamos|conseguimos|bajamos|ofrezco)|le puedo conseguir|le hago una auditor[ií]a|an[aá]lisis gratis|auditor[ií]a gratis|" +
        "primera consulta gratis|tarifa desde|est[aá]n buscando m[aá]s (?:trabajos|clientes|proyectos)|" +
        "necesita m[aá]s (?:trabajos|clientes|trabajadores|proyectos)|m[aá]s trabajos de pintura|buscamos patrocinadores|buscamos socios|" +
        "agencia de personal|trabajadores generales|limpieza despu[eé]s de obra|" +
        // Catches: "nosotros le recomendamos a nuestros clientes... 10% de comisión por cada trabajo", "le pongo en primer lugar de Google",
        // "si tienen trabajos de lavado que no quieran hacer, yo se los hago". Not: "¿cobran por cada cuarto?" (a customer's price question).
        "le recomendamos|comisi[oó]n por cada|por cada trabajo|primer lugar de google|yo se los hago|se los hago",
      // Catches: "campañas para pintores", "Estimado contratista:", "su perfil de Google Business". Not: "soy contratista y necesito un
      // pintor" (a contractor hiring: only the plural trade is listed), "vi su página en Google" ("su página" is a customer's too: not listed).
      business: "para contratistas|para pintores|contratistas de pintura|negocios de pintura|estimado contratista|estimado empresario|su dominio",
      // Catches: "buscamos trabajar como subcontratistas para su compañía", "tengo carro propio", "sé pintar con brocha". Not: "busco un
      // pintor subcontratista para doce casas" (a builder hiring: "como subcontratista" is the seeker's), "¿cuántos pintores tiene?".
      work:
        "buscamos trabajo|buscamos trabajar|como subcontratistas?|tengo experiencia de pintor|experiencia de pintor|tiempo completo|" +
        "carro propio|herramientas propias|nuestras propias herramientas|soy pintor|somos pintores|somos un equipo de|" +
        "disponibles desde ma[ñn]ana|" +
        // Catches: "¿necesita ayudante de pintura? Tengo mis herramientas". Not: "¿traen sus herramientas?" (the customer asks).
        "ayudante de pintura|necesita ayudante|tengo mis herramientas|a[ñn]os pintando|" +
        // Asking for a job, read before as a seller's word of no kind. Catches: "busco trabajo estable". Not: "¿el trabajo tiene garantía?".
        "busco trabajo|busco empleo|trabajo estable",
      // Catches: "incluir $2,000 para mi compañía de mudanza, que usted les pasa", "tarjetas de regalo". Not: "la
      // mudanza es el lunes, ¿pueden pintar antes?" ("mudanza" alone is a customer's move).
      payment:
        "para mi compa[ñn][ií]a de mudanza|a mi compa[ñn][ií]a de mudanza|usted les pasa|" +
        "lo restante a|tarjetas? de regalo|" +
        // Catches: "le pagaré el total más $2,800 que usted le debe pasar a mi decorador". Not: "mi decorador ya escogió los colores",
        // "mándele el presupuesto a mi diseñadora" (a customer's designer: only the money passed on is listed), "el total más impuestos".
        "le debe pasar|usted le pasa|el total m[aá]s \\$|" +
        // A cheque for more than the price, the rest to pass on, read before as a seller's word of no kind. Catches: "le mando un cheque por
        // más y usted me devuelve la diferencia a mi asistente". Not: "¿cuál es la diferencia de precio?".
        "cheque por m[aá]s|la diferencia al|la diferencia a mi|el excedente|" +
        // Catches: "usted le envía su parte por Zelle", "un extra para el paisajista que usted le pasará", "el total más la tarifa de la
        // decoradora". Not: "le envío las fotos" (the customer sends), "mi esposo le pasará el código" (only "usted", the owner, passes money
        // on), "¿la tarifa incluye la pintura?".
        "usted le env[ií]a|le env[ií]a su parte|usted le pasar[aá]|m[aá]s la tarifa de",
      // Catches: "compramos casas en efectivo, en cualquier condición", "le hago una oferta hoy". Not: "estamos pensando en vender la casa
      // y queremos pintarla" (only the buyer's second person, "si está pensando en vender").
      buyer: "compramos su casa|compramos casas|compramos propiedades|comprar su (?:negocio|empresa|compa[ñn][ií]a)|en cualquier condici[oó]n|si est[aá] pensando en vender",
      // Words a customer writes too, weighed by the model only: "nuestro plan es pintar en enero", "le pongo en contacto con mi esposo",
      // "quiero proponerle un contrato", "¿ofrecen garantía a sus clientes?", "vi su perfil de Facebook", "yo sé pintar pero no tengo
      // tiempo", "¿aceptan cheque certificado?", "el dinero restante al terminar", "necesito que usted le pase el presupuesto a mi esposo",
      // "pásele, está abierto", "le hago una oferta: $3,000 por todo", "¿usted es el dueño?", a stay abroad, "dar seguimiento" to their own
      // request, "sigue interesado", "años de experiencia" (asked about), "su compañía" (asked about).
      offersMaybe: "le pongo en|alianza|proponerle|le gustar[ií]a recibir|su compa[ñn][ií]a|en efectivo|desde \\$|por s[oó]lo|10 minutos|interesad[oa]|largo plazo",
      businessMaybe: "sus subcontratistas|para sus clientes|a sus clientes|su perfil de|usted es el due[ñn]o|due[ñn]o del negocio",
      // "¿Trabajan como subcontratistas?": a builder asks whether the owner works as a sub. Read here, from its first word, so its
      // "como subcontratistas" is not the seeker's (a `work` word, which would make the text a pitch whatever it asks).
      workMaybe: "trabajan como subcontratistas?|trabajan como sub|s[eé] pintar|a[ñn]os de experiencia",
      paymentMaybe: "que usted les pase|que usted le pase|pasarle a mi|p[aá]sele|se los pase|se lo pase|el dinero restante|cheque certificado|no estar[eé] en el pa[ií]s|fuera del pa[ií]s|en el extranjero|por adelantado",
      bumpMaybe: "dar seguimiento|tuvo (?:la )?oportunidad de revisar|la propuesta|sigue interesad[oa]|quedo atent[oa]|vuelvo a escribir|no he recibido respuesta",
      // Catches: "quiero pintar mi casa", "la cocina de mi apartamento". Not: "su casa" (the buyer's).
      mineMaybe: "mi casa|mi hogar|mi cocina|mi apartamento|mi propiedad|mi oficina|mi restaurante|mi tienda|mis paredes",
      // Catches: "nosotros", "nuestro plan", "somos". Not: "mi" (the writer alone).
      weMaybe: "nosotros|nuestr[oa]s?|somos",
      buyerMaybe: "le hago una oferta",
    })),
  },
  {
    language: "Russian",
    writtenIn: (folded) => /\p{Script=Cyrillic}/u.test(folded),
    // Catches: "нужно покрасить стены в гостиной". Not: "продвижение вашего сайта".
    request: stems("покрас|перекрас|краск|стен[аыуе]|потол|кухн|шкаф|забор|террас|фасад|спальн|гостин|лестниц|перил|гипсокартон|шпакл|оценк|смет|эпоксид|кв фут|кв\\. фут|сколько|стоит|позвоните|приехать|начать|переезд|" +
        // A builder or a landlord hiring a painter. Catches: "ищем постоянного маляра", "нужен маляр". Not: "я опытный маляр, ищу работу".
        "ищем постоянного маляра|ищем маляра|ищем маляров|нужен маляр|нужны маляры|" +
        // Rooms, as the customer counts them. Catches: "нужно покрасить 2 комнаты". Not: a seller's "клиенты на покраску" (no room named).
        "комнат|" +
        // A customer's own job under way. Catches: "предоплату отправила", "аванс". Not: "Счёт № 44712 за обслуживание сайта".
        "предоплат|аванс"),
    // Catches: "предлагаем продвижение вашего сайта, гарантия результата". Not: "покрасить забор".
    pitch: stems(
      "продвиж|сайт|поисков|в топ|клиент|заявк|заявок|реклам|рассылк|баз[аыу] |контакт|отзыв|рейтинг|криптовалют|инвестир|заработ|бухгалтер|предлагаем|услуг|гарантия|бесплатн|разрабатыва|недорого|telegram|телеграм|вашего бизнеса|вашей компании|" +
        "маркетинг|партн[её]рств|партн[её]рск|стать партн[её]р|взнос|ежемесячн|рекомендаци|лид[ыов]|кредит|займ|финансирован|страховани|эквайринг|комисси|оптов|поставщик|ассистент|подтвердите аккаунт|подтвердите профиль|подтвердите данные|ваш профиль|пароль|заблокир|подбор персонала|персонал|трудоустро|" +
        // Catches: "перейдите по ссылке, иначе профиль будет приостановлен", "доходность 30% на арбитраже", "Вам начислен бонус",
        // "нарушение товарного знака", "наш колл-центр: операторы 24/7", "подберу полис дешевле", "безвоздушные краскопульты оптом".
        // Not: "у вас есть страховка?" (a customer's question: "страховка" is not listed, only the agent's "полис"), "уведомление от HOA"
        // and "инвестиционный дом" (a customer's HOA letter and rental: "уведомлени", "инвестици" are not listed).
        "ссылк|перейдите|бонус|казино|доходност|арбитраж|прибыль|товарн(?:ого|ый) знак|веб-студи|колл-центр|оператор|полис|страховой агент|подключаем|приостановл|краскопульт",
    ),
    // Catches: "маляр с опытом, ищу работу в вашей компании", "бригада ищет субподряд", "оплату сделаю чеком, часть передать перевозчику".
    // Not: "вы красили у нас шкафы, можно та же бригада?", "подтвердите, что бригада будет завтра", "ищем постоянного маляра" (a builder
    // hiring) and "работаете ли вы с субподрядчиками?": "маляр" and "бригад" alone are a customer's words too (the model's, as "work?"),
    // "субподряд" is the seeker's only when not "субподрядчик", and "подтвердите" is a phishing word only before "аккаунт", "профиль", "данные".
    seller: stems(byKind({
      seller:
      "с опытом|опыт работы|лет опыта|опыт в сша|рабочее разрешение|своя машина|своя страховка|свой инструмент|могу выйти|резюме|субподряд(?!чик)|фото работ|работаем за|" +
        "мы объединяем|наша компания|мы поможем|поможем вам|мы занимаемся|мы специализир|участник|" +
        "чеком|сумма чека|для чека|перевозчик|нефтян|только по почте|ваше полное имя|" +
        // Catches: "если нет, больше не побеспокою", "мы выводим сайты в топ", "поможем поднять рейтинг", "мы генерируем заявки",
        // "я помогаю владельцам бизнеса". Not: "поможете покрасить?" (the customer's "поможете", not the seller's "поможем"),
        // "извините за беспокойство, вы видели моё сообщение?" (a customer's follow-up reads as a seller's bump: the model weighs those).
        "не побеспокою|мы выводим|мы генерируем|наши операторы|я помогаю|поможем",
      // Catches: "мы создаём современные сайты", "поставляем краску оптом", "можем обеспечить вам 20+ заказов", "наше предложение".
      // Not: "вы предлагаете гарантию?" (the customer's "предлагаете"), "мы купили дом, нужно покрасить" (only "покупаем дома"),
      // "мы продаём дом, нужно помыть фасад" (a customer selling: "мы продаём" is only the model's).
      offers:
        "мы провели|мы создаём|мы создаем|размещаем|поставляем|" +
        "подключить вас|запросите прайс|наши работы на|наша crm|нашу crm|можем обеспечить|обеспечим вам|привлечь больше клиентов|" +
        "больше клиентов|заказов в месяц|наше предложение|выгодное предложение|предлагает рабочих|кадровое агентство|бюро переводов|" +
        "пожертвован|спонсор|" +
        // Catches: "Мы оптовый поставщик, можем предложить...", "предлагаю вашим клиентам услугу", "делим доход", "вы мне 10% от каждого
        // заказа", "клининговая компания", "уже работаем с 50 компаниями". Not: "можете предложить цвет?" (the customer's "можете").
        "мы оптов|можем предложить|предлагаю вашим|предлагаю сотрудничество|предлагаю услуг|делим доход|от каждого заказа|для ваших объектов|клининг|бизнес-профиль|верификац|" +
        // Asking whether the business wants more customers or jobs. Catches: "вам нужны ещё клиенты на покраску?", "хотите больше заказов?".
        // Not: "у вас много клиентов в нашем районе?", "нужно ещё покрасить забор" (only customers or orders wanted are the seller's).
        "нужны ещ[её] клиенты|нужны новые клиенты|нужны заказы|нужно больше заказов|нужно больше клиентов|хотите больше заказов|хотите больше клиентов",
      // Catches: "для малярных компаний", "Уважаемые коллеги!", "Уважаемый владелец бизнеса". Not: "у нас юридическая фирма" (a customer's
      // own business, not the trade addressed).
      business: "для малярных|малярных компаний|для подрядчиков|уважаемые коллеги|уважаемый владелец|для вашей малярной|вашей малярной",
      // Catches: "бригада маляров из 4 человек", "ищем постоянную работу на субподряде", "опытный маляр". Not: "ищем постоянного маляра"
      // (a builder hiring: the accusative "маляра" is not listed), "подтвердите, что бригада будет завтра" (the customer's crew).
      work: "ищем постоянную работу|работу маляром|работаю маляром|опытный маляр|я маляр|бригада маляров|своя бригада|документы есть|готовы выйти|подсобник|" +
        // A crew asking for jobs to take over. Catches: "ищем подряды в Атланте", "если у вас перебор заказов — звоните". Not: "ищем подрядчика
        // на покраску дома" (a customer looking for a contractor: "подряды" and "подряд на" are the crew's, "подрядчик" is not listed).
        "ищем подряды|ищем подряд на|ищем заказы|ищем объекты|перебор заказов|" +
        // Asking for a job, read before as a seller's word of no kind. Catches: "ищу работу маляром". Not: "работу сделали хорошо".
        "ищу работу|ищем работу|ищу подработку",
      // Catches: "остаток переведите им", "плюс $1 500 для моего садовника — вы ему передадите". Not: "ключи передам соседке".
      payment: "остаток переведите|переведите им|вы ему передадите|вы им передадите|для моего садовника|для грузчиков|моему дизайнеру|для моего дизайнера|подарочн|" +
        // Catches: "плюс $3 200, которые нужно передать моему дизайнеру", "переведите $4 900 перевозчику мебели". Not: "ключи можно передать ему".
        "передать моему|передайте моему|перевести моему|финансовый агент|" +
        // Catches: "оплачу картой полную сумму плюс гонорар дизайнера, а вы переведёте ей её часть", "+ $2,800 для моего ландшафтного
        // подрядчика — передадите ему наличными". Not: "вы переведёте оплату на Zelle?" (the customer pays), "ключи передадите соседке".
        "вы переведёте ей|вы переведете ей|вы переведёте ему|вы переведете ему|вы переведёте им|вы переведете им|передадите ему наличными|передадите наличными|плюс гонорар|для моего ландшафтн",
      // Catches: "мы покупаем дома за наличные", "в любом состоянии", "рассматриваете продажу". Not: "продаём дом, нужно освежить стены".
      buyer: "покупаем дома|покупаем недвижимость|в любом состоянии|рассматриваете продажу|купить ваш бизнес|купить вашу компанию|выкупить ваш",
      // Words a customer writes too, weighed by the model only: a follow-up of their own request, a stay abroad, "вы берёте новые заказы?",
      // "мы делаем ремонт", "переведём оплату на Zelle", a charity's own hall, "гарантия вашим клиентам?", "я владелец бизнеса (недвижимости)",
      // "наша бригада строителей закончила".
      offersMaybe: "для ваших клиентов|вашим клиентам|благотворительн|переведем|переведём|мы ведем|мы ведём|мы делаем|берёте новые заказы|берете новые заказы|предложение|за наличные|мы продаём|мы продаем|сотрудничеств|на постоянной основе|10 минут|по низкой цене",
      workMaybe: "наша бригада|маляр|бригад|лет опыт",
      paymentMaybe: "передать ему|в командировке|сейчас в европе|за границей|заранее всю сумму",
      bumpMaybe: "напоминаю|предыдущ|повторно пишу|пишу повторно|удалось ли посмотреть|ещё актуально|еще актуально",
      // Catches: "у меня дом в Roswell", "мой дом". Not: "ваш дом" (the buyer's).
      mineMaybe: "у меня|мой дом|моего дома|моя квартир|моей квартир|мой офис|в моём|в моем|наш дом|нашего дома",
      // Catches: "мы", "наша", "нашей" as whole words. Not: "мыть", "помыть" (a customer's washing).
      weMaybe: "(?<![\\p{L}])(?:мы|наш[аеиу]?|нашей|нашего|наших)(?![\\p{L}])",
      businessMaybe: "владелец бизнеса|владелец недвижимости",
      discountMaybe: "скидк",
    })),
  },
  {
    language: "Chinese",
    writtenIn: (folded) => /\p{Script=Han}/u.test(folded),
    // Catches: "想重新粉刷客厅和三个卧室的墙面". Not: "出厂价批发各种墙面漆" (a supplier: its pitch words outnumber).
    // Traditional characters too (牆, 櫥櫃, 報價): customers from Taiwan and Hong Kong write them.
    request: stems(
      "粉刷|刷漆|刷成|刷一下|刷墙|上漆|墙|牆|天花板|橱柜|櫥櫃|厨房|廚房|卧室|臥室|客厅|客廳|房子|外墙|百叶窗|估价|估價|报价|報價|多少钱|多少錢|价钱|價錢|上门|上門|平台|篱笆|围栏|圍欄|卫生间|浴室|漏水|师傅|施工|餐馆|打电话|打電話|油漆|车库|車庫|" +
        // A builder or a property manager hiring a painter. Catches: "想找一个长期合作的油漆公司", "找油漆承包商做退租翻新".
        // Not: "我想找油漆的工作" (a job seeker: "油漆的工作" is not listed).
        "找油漆公司|找一个油漆公司|找一个长期合作的油漆|找油漆承包商|合作的油漆承包商|" +
        // Catches: "想找一家长期合作的油漆公司", "找一家油漆公司". Not: "想找一份油漆的工作" (a job seeker: "一份", not "一家").
        "找一家油漆公司|找一家长期合作|" +
        // A customer's own job under way. Catches: "定金已经通过Zelle付了", "哪天开工？". Not: "发票编号：UBD-88214" (a directory's invoice).
        "定金|訂金|开工|開工|尾款",
    ),
    // Catches: "我们提供专业的谷歌SEO优化服务". Not: "请问可以上门估价吗".
    pitch: stems(
      "优化|网站|排名|首页|推广|营销|线索|客户|贷款|放款|审批|批发|出厂价|工厂|粉丝|订单|我们提供|我们是|专业|合作|跟进|询价|价格优惠|付费|有兴趣|立即申请|涂料|" +
        "广告|廣告|助理|客服|远程|記帳|记账|报税|保险代理|刷卡|手续费|好评|评论|五星|试用|試用|每小时|每月只需|账户|密码|验证|报纸|報紙|公众号|推文|广告位|名额有限|仅剩|尽快回复|招聘|招工|劳务|员工|" +
        // Catches: "招募加盟合作伙伴", "产品出口美国，支持OEM，可寄样品和产品目录", "数字货币合约，收益稳定", "点击链接登录，否则将下架/停用",
        // "侵犯版权，将采取法律行动", "每条线索$25，按条收费", "信用不好也可以", "快速资金". Not: "可以用信用卡吗" ("信用" alone, a
        // customer's question, is not listed), "我有一套投资房要刷" ("投资" alone), "有没有优惠" ("优惠" alone), "免费估价吗" ("免费" alone), "需要签合约吗" ("合约" alone).
        "加盟|合作伙伴|合作夥伴|代理商|样品|樣品|产品目录|目录|目錄|出口美国|产品出口|oem|首月|本月优惠|限时优惠|数字货币|合约交易|收益|理财|博彩|彩金|立即注册|注册送|" +
        "点击|點擊|登录|登入|下架|停用|侵犯|版权|版權|法律行动|商标|商標|每条|按条|信用不好|信用记录|快速资金|周转资金|保险经纪|免费分析|免费提供|免费试用|" +
        // Software sold to the trade. Catches: "油漆公司专用报价软件,现在注册免费用30天". Not: "软装" (furnishings), "我用手机拍了照片".
        "软件|軟體|軟件|" +
        // The same pitch words in Traditional characters, as sellers from Taiwan and Hong Kong write them. Catches: "我們是油漆及工具批發商",
        // "線上行銷、客戶來源". Not: "請問可以上門估價嗎" (a customer in Traditional characters: none of these).
        "優化|網站|推廣|行銷|客戶|貸款|批發|工廠|我們提供|我們是|專業|詢價|有興趣|塗料",
    ),
    // Catches: "想找一份稳定的油漆工作，工资可以商量", "我们是一个5人的油漆队，想接分包", "上周给您发过一封邮件".
    // Not: "老板你好，我想刷客厅，请提供报价" (a customer writes 老板 and 提供 too: neither is listed).
    seller: stems(byKind({
      seller:
      // A word that begins a longer phrase of another kind below stops short of it ("油漆工" before "的工作" is work, "转给" before
      // "我的" or "他们" is payment, "帮您" before "吸引" offers): the first alternative to match at a place wins (Spanish "somos una agencia" likewise stops before "de").
      "油漆工(?!的工作)|来美国|工资|工卡|油漆队|施工队|分包|接活|有空档|经验丰富|" +
        "我们帮|帮您(?!吸引)|为您提供|为您的|我们公司提供|给您发过|发过一封|油漆公司|通个电话|" +
        "支票|多出来|转给(?!我的)(?!他们)|搬家公司|在国外|不方便打电话|全名|" +
        // Catches: "我们团队专注于美国本地商家，已服务200+家", "期待合作！", "欢迎来电预约".
        // Not: "你们团队几个人？" ("团队" alone is a customer's question), "请给我打电话" (a customer asks to be called),
        // "我发的照片你们收到没有？" (a customer's follow-up reads as a seller's bump: the model weighs those).
        "我们团队|我們團隊|专注于|專注於|已服务|已服務|服务过|期待合作|欢迎来电|歡迎來電",
      // Catches: "我司是...工厂", "我们是专业网站设计公司", "专门帮装修和油漆公司", "有个合作想跟您谈谈", "招募赞助商".
      // Not: "我们是Luo Homes，想找一个长期合作的油漆公司" (a builder hiring: "我们是" and "长期合作" alone are not listed).
      offers: "我司|我们是专业|我們是專業|我们是一个|专门帮|专门给|专门为|专为|为华人商家|帮您吸引|欢迎参考|欢迎预约|首次咨询免费|有个合作|赞助|想要更多|更多的油漆客户|更多客户|按单收费|" +
        // Catches: "我们是油漆批发商", "每条客户信息$25，本区独家", "我们已经服务了80多家油漆公司", "开荒保洁", "印刷服务", "可以交给我".
        // Not: "我们想刷办公室" (a customer's "我们"), "估价收费吗？" (a customer asks about a fee: "不收费" is only the model's).
        "批发商|客户信息|独家|已经服务|开荒保洁|印刷服务|传单|交给我|" +
        // Asking whether the business wants more jobs. Catches: "你们最近还想接更多油漆的活吗?". Not: "你们还接活吗?" (a customer asks
        // whether they take jobs at all: only "更多", more, is the seller's).
        "接更多|更多油漆的活|更多的活",
      // Catches: "华人商家快速贷款", "很多装修公司已经在用了". Not: "我们公司想刷办公室" (a customer's own company).
      business: "华人商家|华人老板|装修公司已经|油漆承包商供货|给油漆承包商|给装修公司|开放给油漆公司",
      // Catches: "我想找油漆工的工作", "你们招人吗", "自带工具和喷机", "价格好商量". Not: "想找油漆工刷房子" (a customer looking for a
      // painter: "油漆工的工作" is the job seeker's), "想找长期合作的油漆承包商" (a property manager hiring).
      work: "油漆工的工作|油漆的工作|找份工作|我是油漆师傅|马上上班|招人吗|吃苦耐劳|自带工具|合作接|接分包|做了十几年|随叫随到|" +
        // Applying for a job, in either script. Catches: "我想應徵油漆學徒". Not: "你们的工人有工作许可吗?" (a customer asks: "工作许可"
        // and "学徒" are only the model's, as "work?").
        "應徵|应征|應聘|" +
        // Asking for a job, read before as a seller's word of no kind. Catches: "想找一份稳定的工作", "求职". Not: "找一个油漆公司" (a hirer).
        "找一份|找工作|找个工作|求职|应聘",
      // Catches: "多付$2,500，请你帮我转给我的搬家公司", "付给设计师". Not: "我们下个月搬家，想先刷墙" (a customer's move), "我的设计师选好了颜色".
      payment: "帮我转给|转给我的|付给设计师|多余的钱|礼品卡|" +
        // Catches: "多付$3,000给我的园林公司,麻烦你们代转", "请你收到后把运费付给货运公司". Not: "我不想多付钱" ("多付" only before a
        // dollar amount), "货运公司明天送油漆" (a customer's own delivery: only paying the freight on is listed).
        "代转|多付\\$|运费付给|付给货运|" +
        // Catches: "麻烦您收到后把搬家公司那部分转给他们", "差额". Not: "我把定金转给你了" (to the owner: only "转给他们", to them).
        "转给他们|那部分转给|差额",
      // Catches: "我们现金收购亚特兰大地区的房产", "任何房况都可以", "7天内过户". Not: "我们想卖房子，先刷一下" (a customer selling).
      buyer: "现金收购|收购|任何房况|这套房子的屋主",
      // Words a customer writes too, weighed by the model only: "想跟您谈一下价格", "可以便宜一点吗", "刷完需要保洁吗", "我们是商家",
      // "你们的客户评价很好", "价格好商量", "我的设计师", "房子下个月过户", 贵公司 and 老板 (a formal customer writes them), WeChat, a follow-up of
      // their own request, "还接新的工程吗" (also a customer's question), a stay abroad.
      offersMaybe: "可以便宜|保洁|想跟您谈|加微信|加个微信|微信详谈|还接新的|明年还接|不收费|长期合作|聊10分钟|保证每月",
      businessMaybe: "您的客户|你们的客户|商家|贵公司|貴公司|老板您好|老板你好|老板好",
      paymentMaybe: "给设计师|我的设计师|我人在国外|在海外|下个月才到|回国前",
      workMaybe: "价格好商量|年经验|随时可以开始|工作许可|工作許可|学徒|學徒",
      bumpMaybe: "跟进一下|上周发的|上次跟您提|看了没有|有任何问题随时",
      // Catches: "我家厨房", "我的房子", "我们家". Not: "您的房子" (the buyer's).
      mineMaybe: "我家|我的房子|我的家|我们家|我們家|我的店|我的餐馆|我的办公室|我的公寓",
      // Catches: "我们", "我司", "本公司". Not: "我" (the writer alone).
      weMaybe: "我们|我們|我司|本公司",
      buyerMaybe: "过户",
    })),
  },
  {
    language: "Vietnamese",
    writtenIn: (folded) => VIETNAMESE_LETTERS.test(folded),
    // Catches: "tôi muốn sơn lại phòng khách, xin báo giá". Not: "dịch vụ SEO đưa website lên trang đầu".
    request: words("sơn|nhà|tường|trần|tủ bếp|phòng|báo giá|bao nhiêu|hàng rào|cửa|tiệm|bên ngoài|bên trong|đến xem|gọi cho tôi|bảo hành|nhuộm|" +
        // A builder hiring a painter. Catches: "em đang tìm thầu sơn làm lâu dài". Not: "em làm thầu phụ" (a sub asking for work).
        "tìm thầu sơn|cần thầu sơn|đang tìm thầu|" +
        // A customer's own job under way. Catches: "có cho trả góp không?", "em đã đặt cọc". Not: "Hóa đơn số LD-55102" (a directory's).
        "trả góp|đặt cọc|tiền cọc"),
    // Catches: "chúng tôi cung cấp dịch vụ quảng cáo". Not: "tiệm nail của tôi cần sơn lại tường".
    pitch: words(
      "dịch vụ|website|quảng cáo|khách hàng mới|khách hàng|trang đầu|google|seo|cam kết|vay|vay vốn|giải ngân|thế chấp|trợ lý ảo|đánh giá|marketing|ưu đãi|tư vấn|cung cấp|doanh nghiệp|đăng ký|liên hệ|email trước|chi phí thấp|" +
        "facebook|review|5 sao|gói|cà thẻ|sao kê|chương trình|kế toán|sổ sách|khai thuế|payroll|đại lý|gia hạn|rẻ hơn|hãng|thanh lý|máy phun|số lượng có hạn|đã qua sử dụng|mật khẩu|tài khoản|tuyển dụng|lao động|nhân sự|nhân công|" +
        // Catches: "khách hàng tiềm năng", "vay vốn, lãi suất thấp, tín dụng xấu cũng được", "quẹt thẻ 0% phí", "hợp đồng bảo hiểm sắp hết hạn",
        // "đầu tư tiền điện tử, lợi nhuận 3%", "nạp lần đầu cho thành viên mới", "vi phạm bản quyền", "xác minh nếu không sẽ bị vô hiệu hóa",
        // "tìm đối tác nhượng quyền thương hiệu", "nhà phân phối giá sỉ, gửi catalog", "tối ưu từ khóa". Not: "màu đã được HOA duyệt"
        // ("duyệt", approve, is a customer's HOA too), "báo giá miễn phí không?" ("miễn phí" alone is a customer's question), "HOA gửi thư vi phạm"
        // and "nhà vốn sơn màu xanh" ("vi phạm", a violation, and "vốn", originally, are a customer's words; only "nguồn vốn" is listed).
        "tiềm năng|nguồn vốn|khoản vay|lãi suất|tín dụng|quẹt thẻ|sắp hết hạn|nhóm đầu tư|tiền điện tử|lợi nhuận|nạp|thành viên mới|cá cược|bản quyền|xác minh|vô hiệu hóa|kháng nghị|" +
        "đối tác|thương hiệu|nhượng quyền|phân phối|giá sỉ|catalog|tối ưu|từ khóa|doanh thu",
    ),
    // Catches: "bên em nhận tăng đánh giá", "em làm thợ sơn 8 năm, muốn tìm việc làm", "tôi sẽ gửi check trước, chuyển lại phần dư".
    // Not: "cho hỏi bên mình có rửa nhà không ạ?" (a customer asks "your side", "bên mình"; the seller says "bên em").
    seller: words(byKind({
      seller:
      // "bên em" before "bán" is read as the offer "bên em bán" below: the first alternative to match at a place wins, so the shorter
      // one would hide it. Catches: "bên em bán sơn rẻ hơn 20%" (offers). Not: "bên em" alone, read here (seller).
      "bên em(?! bán)|chúng tôi chuyên|công ty chúng tôi|anh chủ|quý chủ|chủ doanh nghiệp|công ty sơn|nhà thầu|thợ sub|giá từ|gửi lại email|so sánh giúp|tính giúp|trả lời email này|" +
        "việc làm|nhận việc|làm thợ|thợ sơn|đội thợ|cần thợ|có xe|đồ nghề|thời gian trống|" +
        "gửi check|phần dư|chuyển lại|giàn khoan|liên lạc được qua email|họ tên và địa chỉ|" +
        // Catches: "nhận thầu lại (subcontract)", "chúng tôi là công ty SEO chuyên giúp các doanh nghiệp".
        // Not: "chúng tôi là nhà thờ ở Lawrenceville" (only "chúng tôi là công ty" is listed), "xin lỗi làm phiền, nhắn lại cho tôi"
        // (a customer's follow-up reads as a seller's bump: the model weighs those).
        "nhận thầu|thầu lại|chuyên giúp|giúp các|chúng tôi là công ty",
      // Catches: "bên em chuyên thiết kế cho các công ty sơn", "anh muốn có thêm khách không?", "Ban tổ chức kính mời quý
      // công ty tài trợ", "10% hoa hồng". Not: "bên mình có làm tủ bếp không?" (the customer's "bên mình"), "tôi muốn thêm một phòng",
      // "kính gửi quý công ty" (a temple, a church or an HOA writes as formally: "quý công ty" is only the model's), "bên anh có nhận làm ban đêm không?".
      offers: "chuyên thiết kế|cho các công ty|phí quản lý|dùng thử|tài trợ|hoa hồng|nhận dịch|thêm khách|nhiều khách hơn|bán khách hàng|cung ứng|" +
        // Catches: "bên em bán sơn rẻ hơn 20%", "mỗi khách em bán $30, chỉ giao cho một thầu", "nhận dọn vệ sinh sau khi sơn", "quỹ đầu tư
        // của chúng tôi", "có job cần rửa trước khi sơn thì giao em". Not: "em bán nhà nên cần sơn lại" (a customer sells a house: "em bán"
        // is listed only before "sơn" or a price), "giao chìa khóa cho em" (only "giao em" and "giao cho một thầu").
        "bên em bán|em bán sơn|em bán \\$|một thầu|in ấn|tờ rơi|giá thợ|" +
        // Equipment for sale and a factory's goods. Catches: "em có bán lại 1 xe nâng boom lift", "chúng tôi là nhà máy sản xuất cửa tủ
        // bếp, xuất khẩu sang Mỹ". Not: "anh có bán sơn không?" (a customer asks: only the writer's own "em có bán lại"), "tôi làm ở nhà máy"
        // (a customer's job: only "chúng tôi là nhà máy" and "xuất khẩu sang").
        "em có bán lại|bán lại xe|bán lại máy|chúng tôi là nhà máy|nhà máy sản xuất|xuất khẩu sang",
      // Catches: "cho thợ sơn", "bảo hiểm cho chủ thầu", "giá đặc biệt cho nhà thầu". Not: "anh làm cho tôi được không?", "HOA yêu cầu
      // bảo hiểm trước khi cho nhà thầu làm" (a customer's HOA: only the seller's "giá đặc biệt cho" is listed).
      business: "cho thợ sơn|cho chủ thầu|doanh nghiệp việt",
      // Catches: "tụi em là nhóm thợ sơn 4 người", "muốn nhận việc sub", "có xe riêng". Not: "thợ sơn bên anh có bảo hiểm không?", "giá cả thương lượng được không?".
      work: "nhóm thợ|việc sub|làm sub|xin việc|xe riêng|thợ phụ|làm nghề|người phụ|lễ tân|resume|" +
        // Catches: "không phải khách ạ, em là thợ sơn có đội 3 người, tháng này đang thiếu việc". Not: "tính theo ngày hay theo công trình?"
        // (a customer's question about the price is not listed), "nhà thiếu ánh sáng" ("thiếu" alone).
        "thiếu việc|không phải khách|có đội|" +
        // Asking for a job, read before as a seller's word of no kind. Catches: "em đang tìm việc", "đang kiếm việc". Not: "việc sơn nhà".
        "tìm việc|kiếm việc",
      // Catches: "thẻ quà tặng" (a gift card). The words of money passed on ("đưa lại cho", "người làm vườn") a customer writes too ("đưa lại
      // cho em chìa khóa", "người làm vườn sẽ mở cổng", "cộng thêm rửa áp lực"): the model weighs them.
      payment: "thẻ quà tặng|" +
        // Catches: "anh nhận được thì chuyển phần dư giúp tôi". Not: "phần dư sơn để lại cho tôi" (the leftover paint: only its transfer).
        "chuyển phần dư",
      // Catches: "bên em mua nhà trả tiền mặt", "anh chị có muốn bán nhà không?". Not: "tôi sắp bán nhà, cần sơn lại" (the customer sells).
      buyer: "mua nhà trả tiền|muốn bán nhà không|mua lại công ty|mua lại các công ty|mua lại doanh nghiệp|mua lại tiệm|bán công ty|góp vốn|quỹ đầu tư",
      // Words a customer writes too, weighed by the model only: "hợp tác" (a builder's), Zalo, a stay abroad, a follow-up, "chị em giới thiệu
      // anh", "bên anh có chuyên làm tủ bếp không?", "sơn xong có dọn vệ sinh không?", "để em làm xong giấy tờ", "công ty anh có bảo hiểm
      // không?", "em là khách của anh năm ngoái", "giá đặc biệt cho người cao tuổi?", "anh đi làm liền được không?", "kính mời anh đến xem".
      offersMaybe: "thầu phụ|để em làm|giao em|dọn vệ sinh|em ghé qua|chuyên làm|em giới thiệu|kính mời|hợp tác|zalo|giá trọn gói|giá chỉ|nhận làm|lâu dài|10 phút|không lấy tiền|có kinh nghiệm",
      businessMaybe: "khách của anh|giá đặc biệt cho|chủ thầu|công ty anh|quý công ty|quý doanh nghiệp|website của anh",
      paymentMaybe: "công ty chuyển nhà|công ty dọn nhà|người làm vườn|đưa lại cho|chuyển cho người|anh chuyển cho|nước ngoài|trả trước|cộng thêm",
      bumpMaybe: "nhắn lại|tuần trước|lần 2|đề xuất|xem qua",
      // Catches: "nhà tôi ở Duluth", "tiệm của tôi". Not: "nhà anh" (the owner's).
      // The reception as a place to paint ("sơn lại khu lễ tân"), read here so its "lễ tân" is not the job seeker's (`work`).
      mineMaybe: "khu lễ tân|quầy lễ tân|sảnh lễ tân|phòng lễ tân|nhà tôi|nhà em|nhà mình|nhà của tôi|tiệm của tôi|tiệm em|tiệm tôi|văn phòng tôi",
      // Catches: "chúng tôi", "chúng em" ("bên em" and "tụi em" are read above as a seller's). Not: "tôi" (the writer alone).
      weMaybe: "chúng tôi|chúng em|công ty em",
      workMaybe: "đi làm liền|tụi em là|cần thêm người",
    })),
  },
  {
    // The same language typed without its marks (see UNMARKED_VIETNAMESE_WORDS): its words without marks, read only in a text with none.
    language: "Vietnamese",
    writtenIn: (folded) =>
      !VIETNAMESE_LETTERS.test(folded) && hasDistinctMatches(UNMARKED_VIETNAMESE_WORDS, folded, 3),
    // Catches: "em can son ngoai nha", "xin gia son", "bao nhieu tien". Not: "em muon xin viec lam tho son" (a seller's words outnumber).
    request: words("son|son lai|nha|tuong|tran|phong|tu bep|bao gia|bao nhieu|hang rao|ben ngoai|ben trong|den xem|goi em|goi cho|stain|deck|xin gia|dong y gia|bat dau"),
    // Catches: "dich vu quang cao", "khach hang moi". Not: "bao nhieu tien vay" ("vay", the particle, is a loan only in "vay von").
    pitch: words("dich vu|quang cao|khach hang|seo|website|google|vay von|giam gia|uu dai|cam ket|danh gia|review|marketing"),
    seller: words(byKind({
      // Catches: "em muon xin viec lam tho son", "co xe, lam duoc cuoi tuan", "em co chuyen muon ban voi anh". Not: "cho em xin gia son"
      // (a customer asks for a price: "xin viec", asking for a job, is the seeker's).
      work: "xin viec|tim viec|viec lam|nhan viec|doi tho|nhom tho|tho phu|lam sub|co xe|do nghe",
      offers: "ben em|chuyen muon ban|ban voi anh",
      // A customer writes these too: "tho son" (asked about), experience (asked about), Zalo and "text me".
      workMaybe: "tho son|kinh nghiem",
      offersMaybe: "zalo|nhan tin",
    })),
  },
  {
    language: "Korean",
    writtenIn: (folded) => /\p{Script=Hangul}/u.test(folded),
    // Catches: "거실과 방 세 개 벽을 다시 칠하고 싶습니다. 견적 부탁드립니다". Not: "페인트 업체 사장님" (a pitch to the trade).
    request: stems("칠하|칠을|칠해|도색|벽|천장|캐비닛|주방|외벽|데크|울타리|스테인|견적|계단|난간|교회|식당|방문|얼마|싶어요|싶습니다|라이센스|보험|집 |" +
        // A builder hiring a painter, a customer paying the balance. Catches: "페인터 구하고 있습니다", "잔금 $2,150". Not: "페인트 일 구하고 있습니다".
        "페인터 구하|페인트 업체 찾|잔금"),
    // Catches: "구글 첫 페이지에 노출시켜 드리는 SEO 마케팅 서비스". Not: "주방 캐비닛을 흰색으로 칠하고 싶어요".
    pitch: stems(
      "마케팅|홈페이지|웹사이트|제작|블로그|인스타그램|고객|보장|대출|승인|담보|리뷰|별점|상담|매출|업체입니다|제공합니다|만들어 드립니다|올려드립니다|사장님|제안|신청하세요|노출|" +
        // "seo" only as a word of its own: a customer typing Korean in Latin letters writes "eobseoseo" (없어서).
        "(?<![\\p{L}])seo(?![\\p{L}])|" +
        "광고|페이스북|원격|비서|무료 체험|시간당|보험사|보험 에이전트|책임보험|갱신|절감|카드 수수료|세무|기장|도매|납품|비밀번호|계정|인력|채용|구인|" +
        // Catches: "1페이지 상위 노출", "독점 리드 5건 체험", "텔레마케팅 팀", "크레딧 상관없이 당일 승인", "현금할인, 단말기 무료",
        // "북키핑, 페이롤, 법인세", "최저가로 찾아드립니다", "코인 자동매매 수익", "계정이 일시 정지", "저작권 및 상표 침해, 법적 절차",
        // "프랜차이즈 파트너 모집, 온라인 설명회". Not: "결제를 두 번으로 나눠도 되나요?" (a customer's payment), "저렴하게 가능할까요?" and
        // "투자용 집", "계약금 입금했습니다" (a customer's words: "저렴", "투자", "입금" are not listed), "회계사무실 페인트" (an office is a place to paint).
        "상위 노출|1페이지|리드|독점|체험|텔레마케팅|자금|크레딧|당일 승인|현금할인|단말기|북키핑|페이롤|법인세|최저가|팔로업|공급|카탈로그|코인|자동매매|수익|" +
        "정지|침해|저작권|상표|법적|프랜차이즈|파트너 모집|파트너를 모집|파트너십|모집|설명회",
    ),
    // Catches: "4명 팀으로 페인트 하도급 일 찾고 있습니다", "지난주에 드린 메일 혹시 보셨을까요?", "차액은 그쪽으로 송금 부탁드립니다".
    // Not: "라이센스와 보험이 있으신가요? 견적 부탁드립니다" (a customer asks about insurance: only an agent's words are listed).
    seller: stems(byKind({
      seller:
      "대표님|해드립니다|해 드립니다|맞춰 드립니다|만들어 드|업체 대상|드린 메일|보셨을까요|10분만|" +
        "하도급|하청|명 팀으로|반장|워크퍼밋|일 시작|차량 있|장비 다|경력|" +
        "수표|송금|해외 파견|이메일로만|" +
        // Catches: "갑자기 연락드려 죄송합니다", "귀사의 웹사이트", "SEO 마케팅 회사입니다", "긴급 자금 필요하신가요?", "약속을 잡아드립니다".
        // Not: "사진 보내드릴까요?" (a customer offers photos: "드릴까요" is not listed), "늦게 연락드려 죄송합니다, 보내드린 사진 확인하셨나요?"
        // (a customer's follow-up reads as a seller's bump: the model weighs those).
        "갑자기 연락|귀사|귀하|필요하신가요|회사입니다|찾아드립니다|잡아드립니다|해드려요",
      // Catches: "회계법인에서 북키핑 도와드립니다", "월 20건 이상 연결해 드립니다", "후원사를 모집", "오픈채팅". Not: "견적 부탁드립니다"
      // (a customer's "드립니다": only the seller's verbs are listed), "사진 보내드릴까요?".
      offers: "도와드립니다|연결해 드|설치해 드|비교해 드|작업해 드|번역해 드|제작해 드|배송해 드|오픈채팅|더 필요하신가요|좋은 제안|" +
        // Catches: "입주청소 전문입니다", "업체 특가로", "70개 이상 페인트 업체와 함께하고 있습니다", "압력세척 전문입니다". Not: "전문가에게
        // 맡기고 싶어요" (a customer: only "전문입니다", the seller's own trade, is listed).
        "청소 전문|전문입니다|업체 특가|업체와 함께|인쇄|" +
        // Asking whether the business wants more jobs, or a broker placing them. Catches: "혹시 페인트 일 더 필요하지 않으세요? 받아줄
        // 업체를 찾고 있어서요". Not: "페인트 더 필요하면 말씀해 주세요" (the customer's extra paint: only "일 더", more work).
        "일 더 필요|받아줄 업체",
      // Catches: "컨트랙터 전문 보험", "페인트 업체분들", "사업자분들". Not: "저희 회사 사무실 페인트" (a customer's company), "한인 비즈니스 디렉토리에서 봤어요".
      business: "사업자분들|업체분들|컨트랙터 가격|컨트랙터 전문|페인트 업체 전문|업체 전문",
      // Catches: "하청 일감 있으시면", "페인트 일 구하고 있습니다", "보조부터 시작해도", "장비랑 차량 있고". Not: "페인터 구하고 있습니다"
      // (a builder hiring: only "일 구하고" is the seeker's).
      // "페인트 팀 운영": read here before the model's "페인트 팀" (work?) takes its first words. Catches: "페인트 팀 운영하는 김반장입니다".
      // Not: "페인트 팀이 몇 시에 오나요?" (the customer's crew arriving).
      work: "일감|일 구하고|일 구합니다|보조부터|장비랑 차량|팀 운영|페인트 팀 운영|" +
        // Asking for a job, read before as a seller's word of no kind. Catches: "페인트 일 찾고 있습니다", "구직". Not: "일정 알려주세요".
        "일 찾고|일자리|구직",
      // Catches: "추가로 $2,000 더 결제할 테니", "이삿짐 업체에 젤로 보내주세요". Not: "이사 전에 칠해 주세요", "나머지는 완료 후 드릴게요", "남편에게 전달할게요".
      payment: "더 결제|기프트카드|기프트 카드|업체에 젤로|업체에 웨스턴|웨스턴유니온|" +
        // The difference to pass on, read before as a seller's word of no kind. Catches: "차액은 그쪽으로 송금 부탁드립니다". Not: "가격 차이가 있나요?".
        "차액",
      // Catches: "집 파실 생각 있으신가요? 현금으로 바로 구매합니다". Not: "집 팔기 전에 칠하려고요" (the customer sells).
      buyer: "파실 생각|오퍼 드립니다|현금 매입|매입합니다|상태 무관",
      // Words a customer writes too, weighed by the model only: a follow-up, a stay abroad, 카톡 (customers write by KakaoTalk too), "사진
      // 보내드립니다", "교회 후원", "페인트 팀이 몇 시에 오나요?", "페인트는 제가 구매합니다", "현금으로 바로 드릴게요", "집 인수 전에".
      offersMaybe: "후원|보내드립니다|카톡|부터 가능|월 \\$|장기 협력|10분 통화|비용 없음|아직도",
      paymentMaybe: "디자이너에게|이삿짐 업체에|에게 전달|께 전달|나머지는|해외|출장 중|선결제",
      bumpMaybe: "다시 연락드립니다|보내드린|안내드린|제안서|검토해 보셨",
      // Catches: "저희 집 외벽", "제 집", "우리 가게". Not: "대표님 업체" (the owner's).
      mineMaybe: "저희 집|우리 집|제 집|저희 가게|우리 가게|저희 식당|저희 사무실|저희 교회|저희 아파트",
      // Catches: "저희", "당사", "우리 회사". Not: "제가" (the writer alone).
      weMaybe: "저희|당사|우리 회사",
      businessMaybe: "한인 사업자|한인 비즈니스",
      discountMaybe: "할인",
      workMaybe: "페인트 팀|도장팀",
      buyerMaybe: "현금으로 바로|인수|구매합니다",
    })),
  },
];

/**
 * Every language's request, pitch and seller patterns (three a language, in
 * that order), read into one scanner: a text written in several languages is
 * read once for all their words. Built when first needed (about 20-30 ms of
 * CPU, and 0.8 MB of tables), not when the module loads: the browser's lead
 * form loads this module for every visitor, and most never write in another
 * language. The Worker builds it when it starts (`prepareLanguageScanner`),
 * so no lead pays for it.
 */
let scanner: WordScanner | undefined;
function languageScanner(): WordScanner {
  scanner ??= new WordScanner(LANGUAGE_TERMS.flatMap(({ request, pitch, seller }) => [request, pitch, seller]));
  return scanner;
}

/** Builds the languages' scanner now (the Worker calls it at start-up, which has a CPU budget of its own). */
export function prepareLanguageScanner(): void {
  languageScanner();
}

/**
 * The seller pattern's matches in a text and the named group of each: the
 * scanner's, or, for a pattern it could not read (written with more than
 * plain words), the pattern's own global search.
 */
function sellerMatches(found: ScannedMatch[] | null, seller: RegExp, folded: string): ScannedMatch[] {
  if (found !== null) return found;
  return Array.from(folded.matchAll(seller), (match) => ({
    text: match[0],
    group: Object.entries(match.groups ?? {}).find(([, text]) => text !== undefined)?.[0],
  }));
}

/** What each language the text is written in says: its request and pitch words. */
export function readLanguages(folded: string): LanguageReading[] {
  const written = LANGUAGE_TERMS.flatMap(({ writtenIn }, index) => (writtenIn(folded) ? [index] : []));
  if (written.length === 0) return [];
  const found = languageScanner().scan(folded, written.flatMap((index) => [3 * index, 3 * index + 1, 3 * index + 2]));
  return written.map((index) => {
    const { language, request, pitch, seller } = LANGUAGE_TERMS[index]!;
    // The scanner's matches, or for a pattern it could not read, its own (`distinct`).
    const words = (pattern: RegExp, at: number) => (found[at] ? [...new Set(found[at].map(({ text }) => text))] : distinct(pattern, folded));
    const sellerWords = new Set<string>();
    const kinds = new Set<string>();
    for (const { text, group } of sellerMatches(found[3 * index + 2]!, seller, folded)) {
      const kind = kindOf(group);
      kinds.add(kind);
      // A customer may write a "Maybe" kind's words too: the model weighs the kind, the rules do not hold for them.
      if (!kind.endsWith("?")) sellerWords.add(text);
    }
    const sellers = [...sellerWords];
    return { language, requests: words(request, 3 * index), pitches: [...words(pitch, 3 * index + 1), ...sellers], sellers, kinds: [...kinds] };
  });
}

/**
 * What the writer does, said in so many words: a painter or a crew asking for
 * work, money to pass on to a third party, a buyer, "we" offering a service or
 * asking whether the business wants more customers. One of these with another
 * seller's word beside it is a pitch however many rooms and surfaces the text
 * names: a crew lists the walls, cabinets and decks it paints, a scam names the
 * rooms of a house that does not exist. No customer of the tuning part writes two.
 */
const WHAT_THE_WRITER_DOES = new Set(["work", "payment", "buyer", "offers"]);

/**
 * What only a seller, a job seeker or a scammer says of themselves, whatever else the text names: asking
 * for work ("ищу работу маляром", "soy pintor", "không phải khách ạ, em có crew"), money to pass on
 * ("转给我的设计师", "передать моему дизайнеру"), buying the house or the business. One such word is a
 * pitch beside any number of request words: a job seeker lists the surfaces they paint, an overpayment
 * scam is a painting job with the extra money to forward. A customer's own words of these kinds ("my
 * crew arrives", "pay the rest at the end", "we are selling the house") are the "Maybe" kinds, which
 * the rules never count; "offers" is left out, as a church's donations or a flyer's coupon are
 * customers' words of that kind. No customer of the tuning part (about 1,700 in these languages) has one.
 */
const ONLY_A_SELLER_SAYS = new Set(["work", "payment", "buyer"]);

/**
 * The languages a text pitches in:
 * - with no request word, two pitch or seller words, or one with no sign of the writer's own
 *   home ("저희 집", "mi casa": the "mine?" kind): a customer asking whether a discount is still
 *   valid, or naming the website where they saw a colour, writes one such word beside their own
 *   home, and the model weighs them;
 * - with request words, two pitch words or more that outnumber them (a paint supplier names walls
 *   too), or a seller's words of two or more, one saying what the writer does (`WHAT_THE_WRITER_DOES`);
 * - whatever the request words, one word of what only a seller says (`ONLY_A_SELLER_SAYS`).
 * A customer's question with one pitch-like word ("do you offer this service?") beside a request
 * is not a pitch.
 */
export function pitchesIn(readings: readonly LanguageReading[]): LanguageReading[] {
  return readings.filter(pitchesInIt);
}

function pitchesInIt({ requests, pitches, sellers, kinds }: LanguageReading): boolean {
  if (kinds.some((kind) => ONLY_A_SELLER_SAYS.has(kind))) return true;
  if (requests.length === 0) return pitches.length >= 2 || (pitches.length === 1 && !kinds.includes("mine?"));
  if (pitches.length >= 2 && pitches.length > requests.length) return true;
  return sellers.length >= 2 && kinds.some((kind) => WHAT_THE_WRITER_DOES.has(kind));
}

/**
 * Whether a text asks for painting in one of these languages: request words outnumbering its pitch
 * words, in a reading that does not pitch (a crew's list of the surfaces it paints is no request).
 */
export function asksInAnotherLanguage(readings: readonly LanguageReading[]): boolean {
  return readings.some((reading) => reading.requests.length > 0 && reading.requests.length >= reading.pitches.length && !pitchesInIt(reading));
}
