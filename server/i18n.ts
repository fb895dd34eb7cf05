/**
 * Every sentence the server says to a person, in the SPA's five locales. The SPA sends its chosen
 * locale as Accept-Language, so a toast shows the server's message in the language of the page.
 * en-US is the reference: a key missing there does not compile, a key missing elsewhere falls back.
 */

const enUS = {
  ok: 'ok',
  notSignedIn: 'Not signed in.',
  unauthorized: 'Please sign in first.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Only administrators may do this.',
  routeNotFound: 'There is no API at {method} {url}.',
  invalidInput: 'Some fields are not valid: {details}',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty; send a JSON object.',
  bodyTooLarge: 'The request is too large: at most {limit} is accepted.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  crossOrigin: 'Requests from another site are refused.',
  tooManyRequests: 'Too many attempts. Please try again in {seconds} seconds.',
  captchaTooSoon: 'A code was sent a moment ago. You can ask for a new one in {seconds} seconds.',
  wrongPassword: 'Incorrect username or password',
  wrongCaptcha: 'Verification code error',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this email address already exists.',
  phoneTaken: 'This phone number belongs to another account.',
  weakPassword: 'The password is too weak: use at least 8 characters and mix letters with digits or symbols.',
  samePassword: 'The new password must be different from the current one.',
  oldPasswordWrong: 'The current password is not correct.',
  uidMismatch: 'The uid in the body does not match the uid in the address.',
  cannotChangeAccess: 'You cannot change your own access level.',
  userNotFound: 'There is no such user.',
  noticeNotFound: 'There is no such notice.',
  guardianRequired: "Participants under 18 need a guardian: fill in the guardian's name and phone.",
  dateOfBirthInvalid: 'The date of birth must be a real date in the past.',
  badValue: 'A value in the request cannot be stored: remove control characters and keep numbers in range.',
  internalError: 'Something went wrong on the server. Please try again later.',
  'field.required': 'is required',
  'field.blank': 'must not be empty',
  'field.tooShort': 'must be at least {limit} characters',
  'field.tooLong': 'must be at most {limit} characters',
  'field.minimum': 'must be at least {limit}',
  'field.maximum': 'must be at most {limit}',
  'field.type': 'has the wrong type',
  'field.nul': 'must not contain a NUL character (\\u0000)',
  'field.enum': 'is not one of the allowed values',
  'field.unknown': 'is not an accepted field',
  'field.pattern': 'has an invalid format',
  'field.username': 'must be 3 to 32 letters, digits, dots, dashes or underscores',
  'field.email': 'must be a valid email address',
  'field.phone': 'must be a phone number of 6 to 15 digits, optionally starting with +',
  'field.date': 'must be a date written YYYY-MM-DD',
  'field.captcha': 'must be the six-digit code',
};

export type MessageKey = keyof typeof enUS;
type Catalogue = Partial<Record<MessageKey, string>>;

const zhCN: Catalogue = {
  ok: 'ok',
  notSignedIn: '未登录。',
  unauthorized: '请先登录。',
  forbidden: '你无权进行此操作。',
  adminOnly: '只有管理员可以进行此操作。',
  routeNotFound: '不存在接口 {method} {url}。',
  invalidInput: '部分字段不正确：{details}',
  invalidJson: '请求内容不是有效的 JSON。',
  emptyBody: '请求内容为空，请发送一个 JSON 对象。',
  bodyTooLarge: '请求内容过大：最多接受 {limit}。',
  unsupportedMediaType: '请以 JSON 格式发送请求内容（Content-Type: application/json）。',
  crossOrigin: '拒绝来自其他站点的请求。',
  tooManyRequests: '尝试次数过多，请在 {seconds} 秒后重试。',
  captchaTooSoon: '验证码刚刚已发送，{seconds} 秒后可重新获取。',
  wrongPassword: '账户或密码错误',
  wrongCaptcha: '验证码错误',
  usernameTaken: '该用户名已被占用。',
  emailTaken: '该邮箱已注册过账户。',
  phoneTaken: '该手机号已属于其他账户。',
  weakPassword: '密码强度太弱：至少 8 个字符，并混合字母与数字或符号。',
  samePassword: '新密码不能与当前密码相同。',
  oldPasswordWrong: '当前密码不正确。',
  uidMismatch: '请求内容中的 uid 与地址中的 uid 不一致。',
  cannotChangeAccess: '你不能修改自己的权限。',
  userNotFound: '用户不存在。',
  noticeNotFound: '通知不存在。',
  guardianRequired: '未满 18 岁的参赛者需要监护人：请填写监护人姓名和电话。',
  dateOfBirthInvalid: '出生日期必须是过去的真实日期。',
  badValue: '请求中有无法保存的值：请去掉控制字符，并确保数字在允许范围内。',
  internalError: '服务器出错了，请稍后重试。',
  'field.required': '为必填项',
  'field.blank': '不能为空',
  'field.tooShort': '至少需要 {limit} 个字符',
  'field.tooLong': '最多 {limit} 个字符',
  'field.minimum': '不能小于 {limit}',
  'field.maximum': '不能大于 {limit}',
  'field.type': '类型不正确',
  'field.nul': '不能包含 NUL 字符（\\u0000）',
  'field.enum': '不是允许的取值',
  'field.unknown': '不是可接受的字段',
  'field.pattern': '格式不正确',
  'field.username': '须为 3 到 32 个字母、数字、点、短横线或下划线',
  'field.email': '须为有效的邮箱地址',
  'field.phone': '须为 6 到 15 位数字的手机号，可以 + 开头',
  'field.date': '须为 YYYY-MM-DD 格式的日期',
  'field.captcha': '须为六位数字验证码',
};

const zhTW: Catalogue = {
  ok: 'ok',
  notSignedIn: '未登入。',
  unauthorized: '請先登入。',
  forbidden: '你無權進行此操作。',
  adminOnly: '只有管理員可以進行此操作。',
  routeNotFound: '不存在介面 {method} {url}。',
  invalidInput: '部分欄位不正確：{details}',
  invalidJson: '請求內容不是有效的 JSON。',
  emptyBody: '請求內容為空，請傳送一個 JSON 物件。',
  bodyTooLarge: '請求內容過大：最多接受 {limit}。',
  unsupportedMediaType: '請以 JSON 格式傳送請求內容（Content-Type: application/json）。',
  crossOrigin: '拒絕來自其他網站的請求。',
  tooManyRequests: '嘗試次數過多，請在 {seconds} 秒後重試。',
  captchaTooSoon: '驗證碼剛剛已傳送，{seconds} 秒後可重新取得。',
  wrongPassword: '帳戶或密碼錯誤',
  wrongCaptcha: '驗證碼錯誤',
  usernameTaken: '該使用者名稱已被使用。',
  emailTaken: '該電子郵件已註冊過帳戶。',
  phoneTaken: '該手機號碼已屬於其他帳戶。',
  weakPassword: '密碼強度太弱：至少 8 個字元，並混合字母與數字或符號。',
  samePassword: '新密碼不能與目前密碼相同。',
  oldPasswordWrong: '目前密碼不正確。',
  uidMismatch: '請求內容中的 uid 與網址中的 uid 不一致。',
  cannotChangeAccess: '你不能修改自己的權限。',
  userNotFound: '使用者不存在。',
  noticeNotFound: '通知不存在。',
  guardianRequired: '未滿 18 歲的參賽者需要監護人：請填寫監護人姓名和電話。',
  dateOfBirthInvalid: '出生日期必須是過去的真實日期。',
  badValue: '請求中有無法儲存的值：請移除控制字元，並確保數字在允許範圍內。',
  internalError: '伺服器發生錯誤，請稍後重試。',
  'field.required': '為必填欄位',
  'field.blank': '不能為空',
  'field.tooShort': '至少需要 {limit} 個字元',
  'field.tooLong': '最多 {limit} 個字元',
  'field.minimum': '不能小於 {limit}',
  'field.maximum': '不能大於 {limit}',
  'field.type': '類型不正確',
  'field.nul': '不能包含 NUL 字元（\\u0000）',
  'field.enum': '不是允許的值',
  'field.unknown': '不是可接受的欄位',
  'field.pattern': '格式不正確',
  'field.username': '須為 3 到 32 個字母、數字、點、連字號或底線',
  'field.email': '須為有效的電子郵件地址',
  'field.phone': '須為 6 到 15 位數字的電話號碼，可以 + 開頭',
  'field.date': '須為 YYYY-MM-DD 格式的日期',
  'field.captcha': '須為六位數字驗證碼',
};

const ptBR: Catalogue = {
  ok: 'ok',
  notSignedIn: 'Você não está conectado.',
  unauthorized: 'Entre na sua conta primeiro.',
  forbidden: 'Você não tem permissão para fazer isso.',
  adminOnly: 'Somente administradores podem fazer isso.',
  routeNotFound: 'Não existe API em {method} {url}.',
  invalidInput: 'Alguns campos não são válidos: {details}',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  emptyBody: 'O corpo da requisição está vazio; envie um objeto JSON.',
  bodyTooLarge: 'A requisição é grande demais: o máximo aceito é {limit}.',
  unsupportedMediaType: 'Envie o corpo da requisição como JSON (Content-Type: application/json).',
  crossOrigin: 'Requisições vindas de outro site são recusadas.',
  tooManyRequests: 'Tentativas demais. Tente novamente em {seconds} segundos.',
  captchaTooSoon: 'Um código acabou de ser enviado. Você pode pedir outro em {seconds} segundos.',
  wrongPassword: 'Usuário ou senha incorretos',
  wrongCaptcha: 'Código de verificação incorreto',
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Já existe uma conta com este e-mail.',
  phoneTaken: 'Este telefone pertence a outra conta.',
  weakPassword:
    'A senha é fraca demais: use pelo menos 8 caracteres, misturando letras com números ou símbolos.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  oldPasswordWrong: 'A senha atual não está correta.',
  uidMismatch: 'O uid do corpo não corresponde ao uid do endereço.',
  cannotChangeAccess: 'Você não pode alterar o seu próprio nível de acesso.',
  userNotFound: 'Usuário não encontrado.',
  noticeNotFound: 'Aviso não encontrado.',
  guardianRequired:
    'Participantes com menos de 18 anos precisam de um responsável: informe o nome e o telefone dele.',
  dateOfBirthInvalid: 'A data de nascimento deve ser uma data real no passado.',
  badValue:
    'Um valor da requisição não pode ser gravado: remova caracteres de controle e use números dentro do limite.',
  internalError: 'Algo deu errado no servidor. Tente novamente mais tarde.',
  'field.required': 'é obrigatório',
  'field.blank': 'não pode ficar vazio',
  'field.tooShort': 'deve ter pelo menos {limit} caracteres',
  'field.tooLong': 'deve ter no máximo {limit} caracteres',
  'field.minimum': 'deve ser no mínimo {limit}',
  'field.maximum': 'deve ser no máximo {limit}',
  'field.type': 'tem o tipo errado',
  'field.nul': 'não pode conter o caractere NUL (\\u0000)',
  'field.enum': 'não é um dos valores permitidos',
  'field.unknown': 'não é um campo aceito',
  'field.pattern': 'tem um formato inválido',
  'field.username': 'deve ter de 3 a 32 letras, dígitos, pontos, hifens ou sublinhados',
  'field.email': 'deve ser um endereço de e-mail válido',
  'field.phone': 'deve ser um telefone de 6 a 15 dígitos, podendo começar com +',
  'field.date': 'deve ser uma data no formato AAAA-MM-DD',
  'field.captcha': 'deve ser o código de seis dígitos',
};

const idID: Catalogue = {
  ok: 'ok',
  notSignedIn: 'Belum masuk.',
  unauthorized: 'Silakan masuk terlebih dahulu.',
  forbidden: 'Anda tidak diizinkan melakukan ini.',
  adminOnly: 'Hanya administrator yang boleh melakukan ini.',
  routeNotFound: 'Tidak ada API di {method} {url}.',
  invalidInput: 'Beberapa isian tidak valid: {details}',
  invalidJson: 'Isi permintaan bukan JSON yang valid.',
  emptyBody: 'Isi permintaan kosong; kirim sebuah objek JSON.',
  bodyTooLarge: 'Permintaan terlalu besar: paling banyak {limit} yang diterima.',
  unsupportedMediaType: 'Kirim isi permintaan sebagai JSON (Content-Type: application/json).',
  crossOrigin: 'Permintaan dari situs lain ditolak.',
  tooManyRequests: 'Terlalu banyak percobaan. Silakan coba lagi dalam {seconds} detik.',
  captchaTooSoon: 'Kode baru saja dikirim. Anda dapat meminta kode baru dalam {seconds} detik.',
  wrongPassword: 'Nama pengguna atau kata sandi salah',
  wrongCaptcha: 'Kode verifikasi salah',
  usernameTaken: 'Nama pengguna ini sudah dipakai.',
  emailTaken: 'Sudah ada akun dengan alamat email ini.',
  phoneTaken: 'Nomor telepon ini milik akun lain.',
  weakPassword:
    'Kata sandi terlalu lemah: gunakan minimal 8 karakter dan campurkan huruf dengan angka atau simbol.',
  samePassword: 'Kata sandi baru harus berbeda dari yang sekarang.',
  oldPasswordWrong: 'Kata sandi saat ini tidak benar.',
  uidMismatch: 'uid di isi permintaan tidak sama dengan uid di alamat.',
  cannotChangeAccess: 'Anda tidak dapat mengubah tingkat akses Anda sendiri.',
  userNotFound: 'Pengguna tidak ditemukan.',
  noticeNotFound: 'Pemberitahuan tidak ditemukan.',
  guardianRequired: 'Peserta di bawah 18 tahun memerlukan wali: isi nama dan telepon wali.',
  dateOfBirthInvalid: 'Tanggal lahir harus tanggal nyata di masa lalu.',
  badValue:
    'Ada nilai dalam permintaan yang tidak dapat disimpan: hapus karakter kontrol dan gunakan angka dalam batas.',
  internalError: 'Terjadi kesalahan di server. Silakan coba lagi nanti.',
  'field.required': 'wajib diisi',
  'field.blank': 'tidak boleh kosong',
  'field.tooShort': 'minimal {limit} karakter',
  'field.tooLong': 'maksimal {limit} karakter',
  'field.minimum': 'minimal {limit}',
  'field.maximum': 'maksimal {limit}',
  'field.type': 'jenisnya salah',
  'field.nul': 'tidak boleh berisi karakter NUL (\\u0000)',
  'field.enum': 'bukan salah satu nilai yang diizinkan',
  'field.unknown': 'bukan isian yang diterima',
  'field.pattern': 'formatnya tidak valid',
  'field.username': 'harus 3 sampai 32 huruf, angka, titik, tanda hubung, atau garis bawah',
  'field.email': 'harus alamat email yang valid',
  'field.phone': 'harus nomor telepon 6 sampai 15 angka, boleh diawali +',
  'field.date': 'harus tanggal dengan format YYYY-MM-DD',
  'field.captcha': 'harus kode enam angka',
};

export const LOCALES = ['en-US', 'zh-CN', 'zh-TW', 'pt-BR', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

const catalogues: Record<Locale, Catalogue> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
};

/** A bare language, or a region we have no catalogue for, goes to the closest one we have. */
const byLanguage: Record<string, Locale> = {
  en: 'en-US',
  zh: 'zh-CN',
  pt: 'pt-BR',
  id: 'id-ID',
  in: 'id-ID',
};
const traditionalChinese = new Set(['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant']);

/** Picks the best locale from an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    if (traditionalChinese.has(tag) || tag.startsWith('zh-hant')) return 'zh-TW';
    const language = byLanguage[tag.split('-')[0] ?? ''];
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? enUS[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
