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

import { matchesOf } from "./beginnings";

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

/** Spanish function words: three different ones make a Spanish text ("para", "que", "los"...). */
const SPANISH_WORDS = /(?<![\p{L}])(?:que|para|los|las|del|una|por|con|sus?|le|nuestros?|usted(?:es)?|quiero|tengo|necesito|est[aá]|mi|el|la|es)(?![\p{L}])/gu;
/** Letters only Vietnamese writes (horned vowels, the d with a stroke, stacked tone marks). */
const VIETNAMESE_LETTERS = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;

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
    writtenIn: (folded) => new Set(Array.from(folded.matchAll(SPANISH_WORDS), (match) => match[0])).size >= 3,
    // Catches: "necesito un presupuesto para pintar la casa". Not: "pintura" in "empresa de pintura" alone counts once.
    request: words(
      "pintar|pintura|pinten|pintado|casa|cocina|gabinetes|paredes|pared|techos?|rec[aá]maras|habitaci[oó]n(?:es)?|sala|fachada|molduras|cerca|deck|decks|presupuesto|cotizar|cotizaci[oó]n|estimado|cobran|cuesta|ll[aá]m(?:enme|ame)|puerta|ba[ñn]o|apartamento|inquilino|mancha|garaje|pintarl[ao]s?|pies cuadrados",
    ),
    // Catches: "podemos posicionar su sitio web en la primera página de Google". Not: "pintar la fachada de mi negocio".
    pitch: words(
      "marketing|agencia|posicionar|posicionamiento|primera p[aá]gina|google|dise[ñn]o web|p[aá]gina web|sitio web|clientes nuevos|m[aá]s clientes|anuncios|pr[eé]stamos?|financiamiento|rese[ñn]as|asistentes? virtuales?|nuestros servicios|le ofrecemos|ofrecemos|le interesa|seguimiento|propuesta|precio especial|solo paga|paquetes|contratistas|su empresa|su negocio|" +
        "redes sociales|clientes potenciales|prospectos|leads|capital de trabajo|l[ií]nea de cr[eé]dito|aprobaci[oó]n|5 estrellas|cinco estrellas|n[oó]mina|contabilidad|procesamiento de pagos|comisiones|al por mayor|distribuidor|verifique|contrase[ñn]a|suspendid[ao]|reclutamiento|personal calificado|trabajadores temporales|mano de obra|" +
        // Catches: "rendimientos del 3% diario con criptomonedas", "verificar su cuenta: haga clic", "póliza más barata con otro agente de seguros",
        // "catálogo de precios de mayoreo", "terminal sin comisión", "$99 al mes". Not: "¿el trabajo tiene garantía?", "¿la visita es gratis?",
        // "una casa de inversión" ("garantía", "gratis", "sin costo" and "inversión" are a customer's words too, so they are not listed).
        "criptomonedas?|ganancias|rendimientos?|casino|apuestas|haga clic|verificar su|su cuenta|franquicia|cat[aá]logo|mayoreo|env[ií]o gratis|" +
        "centro de llamadas|recepcionista virtual|derechos de autor|marca registrada|p[oó]liza|agente de seguros|terminal(?:es)?|prueba gratis|al mes|por mes",
    ),
    // Catches: "busco trabajo estable, tengo experiencia como pintor", "nuestra empresa ayuda a contratistas".
    // Not: "necesito pintar la cocina, ¿ustedes tienen experiencia con gabinetes?" ("experiencia" alone is a customer's question).
    seller: words(
      "busco trabajo|busco empleo|trabajo estable|experiencia como|mi propia camioneta|mi propia herramienta|puedo empezar|gracias por la oportunidad|curr[ií]culum|permiso de trabajo|subcontrato|subcontratar|mi cuadrilla|nuestra cuadrilla|" +
        "nuestra empresa|nuestro equipo|somos una empresa|somos una agencia|ayudamos a|le ayudamos|brindamos|sin compromiso|le escribo de nuevo|mi correo anterior|" +
        "cheque por m[aá]s|la diferencia al|la diferencia a mi|el excedente|transportista|plataforma petrolera|" +
        // Catches: "somos especialistas en...", "nos dedicamos a la generación de clientes", "estoy disponible para trabajar".
        // Not: "me dedico a bienes raíces y necesito pintar" (a customer's own trade: only the plural seller is listed), "disculpe la
        // molestia, ¿vio mi mensaje anterior?" (a customer's follow-up reads the same as a seller's bump: the model weighs those).
        "somos expertos|somos especialistas|nos dedicamos a|disponible para trabajar",
    ),
  },
  {
    language: "Russian",
    writtenIn: (folded) => /\p{Script=Cyrillic}/u.test(folded),
    // Catches: "нужно покрасить стены в гостиной". Not: "продвижение вашего сайта".
    request: stems("покрас|перекрас|краск|стен[аыуе]|потол|кухн|шкаф|забор|террас|фасад|спальн|гостин|лестниц|перил|гипсокартон|шпакл|оценк|смет|эпоксид|кв фут|кв\\. фут|сколько|стоит|позвоните|приехать|начать|переезд"),
    // Catches: "предлагаем продвижение вашего сайта, гарантия результата". Not: "покрасить забор".
    pitch: stems(
      "продвиж|сайт|поисков|в топ|клиент|заявк|заявок|реклам|рассылк|баз[аыу] |контакт|отзыв|рейтинг|криптовалют|инвестир|заработ|бухгалтер|предлагаем|услуг|скидк|гарантия|бесплатн|разрабатыва|недорого|подрядчик|telegram|телеграм|вашего бизнеса|вашей компании|" +
        "маркетинг|партн[её]р|взнос|ежемесячн|рекомендаци|лид[ыов]|кредит|займ|финансирован|страховани|эквайринг|комисси|оптов|поставщик|ассистент|подтвердите|пароль|заблокир|подбор персонала|персонал|трудоустро|" +
        // Catches: "перейдите по ссылке, иначе профиль будет приостановлен", "доходность 30% на арбитраже", "Вам начислен бонус",
        // "нарушение товарного знака", "наш колл-центр: операторы 24/7", "подберу полис дешевле", "безвоздушные краскопульты оптом".
        // Not: "у вас есть страховка?" (a customer's question: "страховка" is not listed, only the agent's "полис"), "уведомление от HOA"
        // and "инвестиционный дом" (a customer's HOA letter and rental: "уведомлени", "инвестици" are not listed).
        "ссылк|перейдите|бонус|казино|доходност|арбитраж|прибыль|товарн(?:ого|ый) знак|веб-студи|колл-центр|оператор|полис|страховой агент|подключаем|приостановл|краскопульт",
    ),
    // Catches: "маляр с опытом, ищу работу в вашей компании", "бригада ищет субподряд", "оплату сделаю чеком, часть передать перевозчику".
    // Not: "вы красили у нас шкафы, можно та же бригада?" (one word beside the customer's requests).
    seller: stems(
      "ищу работу|ищем работу|ищу подработку|с опытом|опыт работы|лет опыта|опыт в сша|рабочее разрешение|своя машина|своя страховка|свой инструмент|могу выйти|резюме|маляр|бригад|субподряд|фото работ|работаем за|" +
        "мы объединяем|наша компания|мы поможем|поможем вам|мы занимаемся|мы специализир|участник|" +
        "чеком|сумма чека|для чека|перевозчик|нефтян|только по почте|ваше полное имя|" +
        // Catches: "если нет, больше не побеспокою", "мы выводим сайты в топ", "поможем поднять рейтинг", "мы генерируем заявки",
        // "я помогаю владельцам бизнеса". Not: "поможете покрасить?" (the customer's "поможете", not the seller's "поможем"),
        // "извините за беспокойство, вы видели моё сообщение?" (a customer's follow-up reads as a seller's bump: the model weighs those).
        "не побеспокою|мы выводим|мы генерируем|наши операторы|я помогаю|поможем",
    ),
  },
  {
    language: "Chinese",
    writtenIn: (folded) => /\p{Script=Han}/u.test(folded),
    // Catches: "想重新粉刷客厅和三个卧室的墙面". Not: "出厂价批发各种墙面漆" (a supplier: its pitch words outnumber).
    // Traditional characters too (牆, 櫥櫃, 報價): customers from Taiwan and Hong Kong write them.
    request: stems(
      "粉刷|刷漆|刷成|刷一下|刷墙|上漆|墙|牆|天花板|橱柜|櫥櫃|厨房|廚房|卧室|臥室|客厅|客廳|房子|外墙|百叶窗|估价|估價|报价|報價|多少钱|多少錢|价钱|價錢|上门|上門|平台|篱笆|围栏|圍欄|卫生间|浴室|漏水|师傅|施工|餐馆|打电话|打電話|油漆|车库|車庫",
    ),
    // Catches: "我们提供专业的谷歌SEO优化服务". Not: "请问可以上门估价吗".
    pitch: stems(
      "优化|网站|排名|首页|推广|营销|线索|客户|贷款|放款|审批|批发|出厂价|工厂|粉丝|订单|我们提供|我们是|专业|合作|跟进|询价|价格优惠|付费|有兴趣|立即申请|涂料|" +
        "广告|廣告|助理|客服|远程|記帳|记账|报税|保险代理|刷卡|手续费|好评|评论|五星|试用|試用|每小时|每月只需|账户|密码|验证|报纸|報紙|公众号|推文|广告位|名额有限|仅剩|尽快回复|招聘|招工|劳务|员工|" +
        // Catches: "招募加盟合作伙伴", "产品出口美国，支持OEM，可寄样品和产品目录", "数字货币合约，收益稳定", "点击链接登录，否则将下架/停用",
        // "侵犯版权，将采取法律行动", "每条线索$25，按条收费", "信用不好也可以", "快速资金". Not: "可以用信用卡吗" ("信用" alone, a
        // customer's question, is not listed), "我有一套投资房要刷" ("投资" alone), "有没有优惠" ("优惠" alone), "免费估价吗" ("免费" alone), "需要签合约吗" ("合约" alone).
        "加盟|合作伙伴|合作夥伴|代理商|样品|樣品|产品目录|目录|目錄|出口美国|产品出口|oem|首月|本月优惠|限时优惠|数字货币|合约交易|收益|理财|博彩|彩金|立即注册|注册送|" +
        "点击|點擊|登录|登入|下架|停用|侵犯|版权|版權|法律行动|商标|商標|每条|按条|信用不好|信用记录|快速资金|周转资金|保险经纪|免费分析|免费提供|免费试用",
    ),
    // Catches: "想找一份稳定的油漆工作，工资可以商量", "我们是一个5人的油漆队，想接分包", "上周给您发过一封邮件".
    // Not: "老板你好，我想刷客厅，请提供报价" (a customer writes 老板 and 提供 too: neither is listed).
    seller: stems(
      "找一份|找工作|油漆工|来美国|找个工作|求职|应聘|工资|工卡|油漆队|施工队|分包|接活|有空档|经验丰富|" +
        "我们帮|帮您|为您提供|为您的|我们公司提供|给您发过|发过一封|油漆公司|通个电话|" +
        "支票|多出来|差额|转给|搬家公司|在国外|不方便打电话|全名|" +
        // Catches: "我们团队专注于美国本地商家，已服务200+家", "期待合作！", "欢迎来电预约".
        // Not: "你们团队几个人？" ("团队" alone is a customer's question), "请给我打电话" (a customer asks to be called),
        // "我发的照片你们收到没有？" (a customer's follow-up reads as a seller's bump: the model weighs those).
        "我们团队|我們團隊|专注于|專注於|已服务|已服務|服务过|期待合作|欢迎来电|歡迎來電",
    ),
  },
  {
    language: "Vietnamese",
    writtenIn: (folded) => VIETNAMESE_LETTERS.test(folded),
    // Catches: "tôi muốn sơn lại phòng khách, xin báo giá". Not: "dịch vụ SEO đưa website lên trang đầu".
    request: words("sơn|nhà|tường|trần|tủ bếp|phòng|báo giá|bao nhiêu|hàng rào|cửa|tiệm|bên ngoài|bên trong|đến xem|gọi cho tôi|bảo hành|nhuộm"),
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
    seller: words(
      "bên em|chúng tôi chuyên|công ty chúng tôi|anh chủ|quý chủ|chủ doanh nghiệp|công ty sơn|nhà thầu|thợ sub|giá từ|gửi lại email|so sánh giúp|tính giúp|trả lời email này|" +
        "tìm việc|việc làm|nhận việc|làm thợ|thợ sơn|đội thợ|cần thợ|có xe|đồ nghề|thời gian trống|" +
        "gửi check|phần dư|chuyển lại|giàn khoan|liên lạc được qua email|họ tên và địa chỉ|" +
        // Catches: "đang kiếm việc", "nhận thầu lại (subcontract)", "chúng tôi là công ty SEO chuyên giúp các doanh nghiệp".
        // Not: "chúng tôi là nhà thờ ở Lawrenceville" (only "chúng tôi là công ty" is listed), "xin lỗi làm phiền, nhắn lại cho tôi"
        // (a customer's follow-up reads as a seller's bump: the model weighs those).
        "kiếm việc|nhận thầu|thầu lại|chuyên giúp|giúp các|chúng tôi là công ty",
    ),
  },
  {
    language: "Korean",
    writtenIn: (folded) => /\p{Script=Hangul}/u.test(folded),
    // Catches: "거실과 방 세 개 벽을 다시 칠하고 싶습니다. 견적 부탁드립니다". Not: "페인트 업체 사장님" (a pitch to the trade).
    request: stems("칠하|칠을|칠해|도색|벽|천장|캐비닛|주방|외벽|데크|울타리|스테인|견적|계단|난간|교회|식당|방문|얼마|싶어요|싶습니다|라이센스|보험|집 "),
    // Catches: "구글 첫 페이지에 노출시켜 드리는 SEO 마케팅 서비스". Not: "주방 캐비닛을 흰색으로 칠하고 싶어요".
    pitch: stems(
      "마케팅|홈페이지|웹사이트|제작|블로그|인스타그램|고객|보장|대출|승인|담보|리뷰|별점|상담|매출|업체입니다|제공합니다|만들어 드립니다|올려드립니다|사장님|제안|할인|신청하세요|회신|노출|seo|" +
        "광고|페이스북|원격|비서|무료 체험|시간당|보험사|보험 에이전트|책임보험|갱신|절감|카드 수수료|세무|기장|도매|납품|비밀번호|계정|인력|채용|구인|" +
        // Catches: "1페이지 상위 노출", "독점 리드 5건 체험", "텔레마케팅 팀", "크레딧 상관없이 당일 승인", "현금할인, 단말기 무료",
        // "북키핑, 페이롤, 법인세", "최저가로 찾아드립니다", "코인 자동매매 수익", "계정이 일시 정지", "저작권 및 상표 침해, 법적 절차",
        // "프랜차이즈 파트너 모집, 온라인 설명회". Not: "결제를 두 번으로 나눠도 되나요?" (a customer's payment), "저렴하게 가능할까요?" and
        // "투자용 집", "계약금 입금했습니다" (a customer's words: "저렴", "투자", "입금" are not listed), "회계사무실 페인트" (an office is a place to paint).
        "상위 노출|1페이지|리드|독점|체험|텔레마케팅|자금|크레딧|당일 승인|현금할인|단말기|북키핑|페이롤|법인세|최저가|팔로업|공급|카탈로그|코인|자동매매|수익|" +
        "정지|침해|저작권|상표|법적|프랜차이즈|파트너|모집|설명회",
    ),
    // Catches: "4명 팀으로 페인트 하도급 일 찾고 있습니다", "지난주에 드린 메일 혹시 보셨을까요?", "차액은 그쪽으로 송금 부탁드립니다".
    // Not: "라이센스와 보험이 있으신가요? 견적 부탁드립니다" (a customer asks about insurance: only an agent's words are listed).
    seller: stems(
      "대표님|해드립니다|해 드립니다|맞춰 드립니다|만들어 드|업체 대상|드린 메일|보셨을까요|10분만|" +
        "일 찾고|일자리|구직|하도급|하청|명 팀으로|반장|워크퍼밋|일 시작|차량 있|장비 다|경력|" +
        "수표|차액|송금|해외 파견|이메일로만|" +
        // Catches: "갑자기 연락드려 죄송합니다", "귀사의 웹사이트", "SEO 마케팅 회사입니다", "긴급 자금 필요하신가요?", "약속을 잡아드립니다".
        // Not: "사진 보내드릴까요?" (a customer offers photos: "드릴까요" is not listed), "늦게 연락드려 죄송합니다, 보내드린 사진 확인하셨나요?"
        // (a customer's follow-up reads as a seller's bump: the model weighs those).
        "갑자기 연락|귀사|귀하|필요하신가요|회사입니다|찾아드립니다|잡아드립니다|해드려요",
    ),
  },
];

/** What each language the text is written in says: its request and pitch words. */
export function readLanguages(folded: string): LanguageReading[] {
  return LANGUAGE_TERMS.filter(({ writtenIn }) => writtenIn(folded)).map(({ language, request, pitch, seller }) => ({
    language,
    requests: distinct(request, folded),
    pitches: [...distinct(pitch, folded), ...distinct(seller, folded)],
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
