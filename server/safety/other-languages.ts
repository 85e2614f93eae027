/**
 * Risk phrases in the languages most spoken in Canadian homes after English and French (decision 024). Not a full
 * classifier: enough that a person who writes "quiero morirme", "ਮੈਂ ਮਰਨਾ ਚਾਹੁੰਦਾ ਹਾਂ" or "我不想活了" sees the crisis
 * card, at least at the concern level. Phrases are read in the script-preserving form of model/features.ts
 * (`scriptText`): lower case, Latin accents dropped, Arabic letter forms unified.
 */
import type { CrisisCategory, CrisisLevel } from './crisis-levels';
import { scriptText } from './model/features';

interface PhraseSet {
  level: Exclude<CrisisLevel, 'none'>;
  category: CrisisCategory;
  phrases: readonly string[];
}

const lexicon: readonly PhraseSet[] = [
  {
    // Wanting to die, to kill oneself, to end one's life; suicide said of oneself.
    level: 'urgent',
    category: 'suicide',
    phrases: [
      // Spanish
      'quiero morir', 'me quiero morir', 'quiero morirme', 'quisiera morirme', 'me voy a morir a proposito', 'quiero matarme', 'me quiero matar', 'me voy a matar', 'voy a matarme', 'voy a suicidarme', 'quiero suicidarme', 'pienso en suicidarme', 'suicidarme', 'quitarme la vida', 'acabar con mi vida', 'ya no quiero vivir', 'no quiero seguir viviendo', 'ojala no despertar', 'ojala me muera', 'prefiero estar muerto', 'prefiero estar muerta', 'mejor muerto', 'mejor muerta', 'me tome todas las pastillas', 'tome todas las pastillas',
      // Portuguese
      'quero morrer', 'eu quero morrer', 'vou me matar', 'quero me matar', 'vou me suicidar', 'quero me suicidar', 'penso em me matar', 'tirar minha vida', 'tirar a minha vida', 'acabar com a minha vida', 'nao quero mais viver', 'nao aguento mais viver', 'queria estar morto', 'queria estar morta', 'tomei todos os remedios', 'tomei todos os comprimidos',
      // Italian, German, Polish
      'ganze packung', 'schlaftabletten genommen', 'tabletten genommen', 'apne aap nu khatam', 'aap nu khatam', 'khud nu khatam',
      'voglio morire', 'mi voglio uccidere', 'voglio uccidermi', 'voglio suicidarmi', 'farla finita', 'non voglio piu vivere', 'ich will sterben', 'ich mochte sterben', 'mich umbringen', 'mir das leben nehmen', 'ich will nicht mehr leben', 'ich bringe mich um', 'chce umrzec', 'chce sie zabic', 'zabije sie', 'nie chce zyc', 'odebrac sobie zycie',
      // Tagalog and Taglish
      'gusto ko nang mamatay', 'gusto ko na mamatay', 'gusto ko ng mamatay', 'gusto kong mamatay', 'magpapakamatay', 'magpakamatay', 'papatayin ko ang sarili ko', 'patayin ang sarili ko', 'ayoko nang mabuhay', 'ayoko na mabuhay', 'ayaw ko nang mabuhay', 'sana mamatay na ako', 'sana mamatay na lang ako', 'mamatay na lang ako', 'tatapusin ko na buhay ko', 'wala nang saysay ang buhay ko',
      // Vietnamese
      'toi muon chet', 'tu sat', 'khong muon song nua', 'ket thuc cuoc doi', 'chet quach cho xong',
      // Russian and Ukrainian
      'хочу умереть', 'покончить с собой', 'убить себя', 'убью себя', 'не хочу жить', 'хочу покончить', 'хочу померти', 'покінчити з собою', 'вбити себе', 'не хочу жити', 'накласти на себе руки',
      // Arabic, and Arabizi as typed in chats
      'اريد ان اموت', 'اريد الموت', 'بدي موت', 'بدي اموت', 'نفسي اموت', 'ابغى اموت', 'ابي اموت', 'عايز اموت', 'عاوز اموت', 'اقتل نفسي', 'بقتل حالي', 'انتحر', 'راح انتحر', 'بدي انتحر', 'لا اريد ان اعيش', 'ما بدي عيش', 'مش عايز اعيش', 'bedi mout', 'baddi mout', 'bade mout', 'nefsi amout', 'nefsy amoot', 'nfsi amot', '3ayez amoot', 'ayez amoot', 'bdi ant7ar', 'ant7ar', 'a2tol nafsi',
      // Persian
      'میخواهم بمیرم', 'میخوام بمیرم', 'دلم میخواد بمیرم', 'خودمو بکشم', 'خودم را بکشم', 'خودکشی کنم', 'نمیخواهم زنده باشم', 'نمیخوام زندگی کنم', 'دیگه نمیخوام زنده باشم',
      // Hindi, Urdu and Punjabi, in their scripts and romanised
      'मरना चाहता', 'मरना चाहती', 'मर जाना चाहता', 'मर जाना चाहती', 'खुद को मार', 'आत्महत्या कर', 'जीना नहीं चाहता', 'जीना नहीं चाहती', 'जीने का मन नहीं', 'مرنا چاہتا', 'مرنا چاہتی', 'خود کو مار', 'خودکشی کر', 'جینا نہیں چاہتا', 'جینا نہیں چاہتی', 'ਮਰਨਾ ਚਾਹੁੰਦ', 'ਮਰਨਾ ਚਾਹੁੰਦੀ', 'ਮਰ ਜਾਣਾ ਚਾਹੁੰਦ', 'ਆਪਣੇ ਆਪ ਨੂੰ ਮਾਰ', 'ਖੁਦਕੁਸ਼ੀ ਕਰ', 'ਆਤਮਹੱਤਿਆ ਕਰ', 'ਜੀਣਾ ਨਹੀਂ ਚਾਹੁੰਦ', 'ਜਿਉਣਾ ਨਹੀਂ ਚਾਹੁੰਦ', 'marna chahta', 'marna chahti', 'mar jana chahta', 'mar jana chahti', 'mar jaana chahta', 'mar jaana chahti', 'khud ko maar', 'khud ko khatam', 'khudkushi kar', 'suicide kar lunga', 'suicide kar lungi', 'jeena nahi chahta', 'jeena nahi chahti', 'jeene ka mann nahi', 'marna chahunda', 'marna chahundi', 'marna chaunda', 'marna chaundi', 'mar jana chahunda', 'aap nu maar', 'aapne aap nu maar', 'jeena nahi chahunda', 'jeena nahi chahundi',
      // Mandarin (simplified and traditional), Cantonese
      '我想死', '好想死', '想去死', '不想活了', '不想活', '活不下去', '想自杀', '想自殺', '要自杀', '要自殺', '结束自己的生命', '結束自己的生命', '结束生命', '結束生命', '轻生', '輕生', '死了算了', '不如死了', '我想跳楼', '我想跳樓', '吃了很多安眠药', '吃了很多安眠藥', '唔想生存', '唔想活', '唔想再活', '想死咗佢', '死咗算', '死咗好過', '我想自殺', '生無可戀', 'bu xiang huo le', 'xiang zisha', 'wo xiang si le',
      'se esta cortando', 'no me abre la puerta', 'despedirme antes de irme', 'ininom ko na lahat', 'uminom ako ng maraming gamot', '食晒成樽藥', '成樽藥', '吃了一整瓶', '一整瓶药', '一整瓶藥', 'ਖਤਮ ਕਰ ਲ', 'آخر رسالة', 'سامحوني',
      '跳楼', '跳樓', '跳下去', '跳落去', '一定会死', '一定會死', '烧炭', '燒炭', '遗书', '遺書', '不想存在', '唔想再存在', '死了就好', '出车祸就好', '出車禍就好', '不用再撑下去', '唔使再撐',
      'стою на крыше', 'спрыгнуть с', 'прыгнуть с моста', 'прыгну с', 'хочу исчезнуть', 'не хочу просыпаться', 'стою на даху', 'хочу зникнути',
      'بپرم', 'بپری', 'خودمو بکشم', 'میخوام تموم کنم', 'انتحار', 'ارمي نفسي',
      'koi rasta nahi', 'koi rasta nahi', 'jeene ka koi matlab nahi', 'mar jaun', 'mar jaaun', 'mar jawan', 'mar jaanvaan',
      'quiero desaparecer', 'no quiero despertar', 'quisiera no despertar', 'me quiero tirar', 'tirarme del puente', 'tirarme de', 'queria morrer', 'queria dormir e nao acordar', 'nao quero acordar', 'quero sumir', 'me jogar da', 'me jogar do', 'voglio sparire', 'non voglio svegliarmi', 'ich will nicht mehr aufwachen', 'chce zniknac', 'nie przezyc',
      'ayoko nang gumising', 'sana hindi na ako magising', 'tatalon ako', 'magpakamatay na lang',
      // Korean
      '번개탄', '뛰어내리', '사라지고 싶', '없어지고 싶', '수면제를 모으', '수면제 모으',
      '죽고 싶다', '죽고싶다', '죽고 싶어', '죽고싶어', '자살하고 싶', '자살할', '살기 싫어', '살기싫어', '목숨을 끊', '죽어버리고 싶',
      // Tamil, Gujarati, Bengali
      'சாகணும்', 'சாக வேண்டும்', 'தற்கொலை செய்', 'வாழ விருப்பமில்லை', 'மரணிக்க விரும்புகிறேன்', 'મરી જવું છે', 'મરવું છે', 'આત્મહત્યા કર', 'જીવવું નથી', 'মরে যেতে চাই', 'মরতে চাই', 'আত্মহত্যা কর', 'বাঁচতে চাই না', 'নিজেকে শেষ করে',
    ],
  },
  {
    // Hurting oneself.
    level: 'urgent',
    category: 'self-harm',
    phrases: [
      '割手', '界咗手腕', '界手', '割了手腕', '손목을 그었', '손목 그었', 'порезы', 'порезалась', 'порезался', 'порізи', 'порізала', 'تا دستم خونی', 'me corte las', 'me queme', 'me cortei de novo', 'me cortar de novo', 'mi sono tagliata', 'mi sono tagliato', 'pocięłam', 'pociąłem', 'hiniwa ko ulit', 'naghiwa ako',
      'me corto', 'cortarme', 'me corte', 'hacerme dano', 'me hago dano', 'me cortei', 'me cortar', 'me machucar', 'tagliarmi', 'mi taglio', 'ritze mich', 'mich ritzen', 'tne sie', 'cie sie', 'sinasaktan ko ang sarili ko', 'hiniwa ko ang', 'rach tay', 'режу себя', 'порезала себя', 'порезал себя', 'ріжу себе', 'اجرح نفسي', 'بجرح حالي', 'خودزنی', 'खुद को चोट', 'ਆਪਣੇ ਆਪ ਨੂੰ ਸੱਟ', 'khud ko hurt', '割腕', '自残', '自殘', '𠝹手', '鎅手', '자해',
    ],
  },
  {
    // Someone hurting the person who writes.
    level: 'urgent',
    category: 'abuse',
    phrases: [
      'бьет меня', 'бьёт меня', 'б є мене', 'бє мене', 'ਕੁੱਟਦਾ', 'मारता है', 'पीटता है', 'کتک میزنه', 'کتکم میزنه', '방에 가둬', '뺨 맞았', '때려요', '打我', '打到我', 'me pegó', 'me pego', 'me golpeó', 'me bateu', 'me bate', 'apertou me o pescoco', 'apertou o meu pescoco', 'sinaktan ako', 'binugbog ako',
      'me pega', 'me golpea', 'abusa de mi', 'me violo', 'me bate', 'abusa de mim', 'me estuprou', 'mi picchia', 'schlagt mich', 'bije mnie', 'binubugbog ako', 'sinasaktan ako ng', 'он меня бьет', 'она меня бьет', 'يضربني', 'بيضربني', 'मुझे मारता', 'मुझे पीटता', 'مجھے مارتا', 'ਮੈਨੂੰ ਮਾਰਦਾ', 'mujhe maarta', 'mainu maarda', '他打我', '爸爸打我', '佢打我', '나를 때려', '때려요',
    ],
  },
  {
    // Wanting to die, said by meaning: intent, plans, means kept, lethality asked, goodbyes, an act done, an attempt.
    level: 'urgent',
    category: 'suicide',
    phrases: [
      // Spanish
      'matarme', 'me quiero quitar la vida', 'me voy a quitar la vida', 'intente matarme', 'intente suicidarme', 'trate de matarme', 'desperte en el hospital', 'para no despertar', 'para morirme', 'para morirse', 'pastillas para morir', 'guardando las pastillas', 'guardando pastillas', 'tengo guardadas', 'pastillas guardadas', 'ya tengo suficientes', 'tengo suficientes pastillas', 'compre una cuerda', 'compre una soga', 'me tome el veneno', 'me tome todas', 'me tome las pastillas', 'tome veneno', 'estoy en el puente', 'estoy en el techo', 'me voy a tirar', 'carta de despedida', 'cartas de despedida', 'la ultima vez que escribo', 'perdonenme', 'se va a matar', 'se quiere matar', 'se quiere morir', 'se va a suicidar', 'se quiere suicidar', 'ya no quiere vivir', 'va a tomar todas las pastillas', 'se va a tomar todas', 'se tomo todas las pastillas', 'lo voy a hacer esta noche', 'esta noche lo hago', 'acabar con todo', 'este es mi ultimo mensaje',
      // Portuguese
      'me matar', 'essa e minha ultima mensagem', 'tomei todos os remedios', 'tentei me matar', 'tentei suicidio', 'tentei o suicidio', 'acordei no hospital', 'pra nao acordar', 'para nao acordar', 'pra morrer', 'para morrer', 'guardei os comprimidos', 'guardar os comprimidos', 'guardando os comprimidos', 'guardando os remedios', 'juntei os remedios', 'juntei os comprimidos', 'tomei a cartela', 'cartela inteira', 'em cima da ponte', 'estou na ponte', 'to na ponte', 'no telhado agora', 'na beira do telhado', 'ultima vez que eu escrevo', 'ultima vez que eu falo', 'adeus a todos', 'vai se matar', 'quer se matar', 'vai se suicidar', 'nao quer mais viver', 'nao queria viver mais', 'acabar com isto', 'acabar com tudo', 'comprei uma corda',
      // Italian
      'mi ammazzo', 'ammazzarmi', 'uccidermi', 'la faccio finita', 'farla finita', 'ho provato a uccidermi', 'ho tentato il suicidio', 'mi sono svegliato in ospedale', 'mi sono svegliata in ospedale', 'per non svegliarsi', 'per non svegliarmi', 'ho preso tutte le pillole', 'tutte le pillole', 'addio a tutti', 'questo e il mio ultimo messaggio', 'da parte le pillole', 'si uccide', 'si vuole uccidere', 'vuole morire', 'si vuole ammazzare',
      // German
      'ich bring mich um', 'bring mich um', 'mich umzubringen', 'umbringen will', 'tabletten gesammelt', 'tabletten gesammelt', 'seil gekauft', 'damit es todlich', 'im krankenhaus aufgewacht', 'versucht mich umzubringen', 'alle tabletten genommen', 'sich umbringen', 'bringt sich um', 
      // Tagalog and Taglish
      'papakamatay', 'pakamatay', 'tatapusin ko na lahat', 'tapusin ko na lahat', 'tapusin ko na ang buhay', 'tinago ko yung mga gamot', 'naipon ko na', 'para hindi na magising', 'para di na magising', 'paalam na sa inyong lahat', 'huling mensahe', 'sinubukan kong magpakamatay', 'sinubukan ko magpakamatay', 'gusto na niyang mamatay', 'magpapakamatay daw', 'tatalon ako sa', 'ininom ko lahat',
      // Arabic, Levantine and Egyptian, and Arabizi
      'اقتل حالي', 'قتل حالي', 'موت حالي', 'هموت نفسي', 'انهي حياتي', 'انهاء حياتي', 'ارمي حالي', 'ارمي نفسي', 'يرمي حاله', 'ترمي حالها', 'رح تنتحر', 'رح ينتحر', 'بدها تنتحر', 'بدو ينتحر', 'اخدت كل حبوب', 'اخدت كل الحبوب', 'بلعت كل', 'كل الحبوب', 'اشتريت حبل', 'حتى لا استيقظ', 'عشان يموت', 'حتى اموت', 'كم حبه', 'سامحيني ماما', 'سامحوني', 'اخر رساله', 'وداعا للجميع', 'e2tol 7ale', 'a2tol 7ale', 'mawet 7ale', 'bdde mout', 'bde mout', 'bdi mout', 'badde mout',
      // Persian
      'خودمو بکشم', 'خودم رو بکشم', 'قرص جمع کردم', 'قرص ها اماده', 'قرصها امادست', 'میخواد بمیره', 'khodamo bokosham', 'mikham bemiram',
      // Hindi, Urdu and Punjabi, in their scripts and romanised
      'apni jaan le', 'apni jaan de', 'jaan de dunga', 'jaan de dungi', 'jaan de dega', 'jaan de degi', 'jaan lai lavanga', 'jaan lai laini', 'marne wala hoon', 'marne wali hoon', 'goliyan jama', 'goliyan ikathiyan', 'goliyan kha li', 'goliyan kha laiyan', 'goliyan kha layiyan', 'saari goliyan', 'saariyan goliyan', 'banda mar janda', 'insaan mar jata', 'bachne ka chance', 'sawere nahi uthda', 'faaha', 'phansi laga', 'suicide kar lavega', 'suicide kar lega', 'suicide kar legi', 'khatam kar dena', 'sab khatam kar', 'railing pe baitha', 'railing pe baithi',
      'अपनी जान ले', 'जान दे दूँ', 'जान दे दूंगा', 'सारी गोलियाँ', 'اپنی جان لے', 'ساری گولیاں', 'گولیاں کھا لی', 'مر جاتا ہے', 'ਜਾਨ ਲੈ ਲ', 'ਆਪਣੀ ਜਾਨ', 'ਅਲਵਿਦਾ', 'ਆਖਰੀ ਸੁਨੇਹਾ', 'ਨਹੀਂ ਜੀਆ ਜਾਂਦਾ', 'ਪੁਲ ਦੇ ਕਿਨਾਰੇ', 'ਸਾਰੀਆਂ ਗੋਲੀਆਂ',
      // Mandarin (simplified and traditional), Cantonese
      '了结自己', '了結自己', '想好了怎么做', '想好了怎麼做', '諗好咗點做', '儲咗好多粒', '儲咗好多安眠', '存了很多安眠', '安眠药吃多少', '攒了很多安眠', '攒了两个月的安眠', '攢了很多安眠', '安眠藥食幾多', '才会死', '才會死', '先會死', '会死吗', '會死嗎', '不醒过来', '在医院醒', '在醫院醒', '试过自杀', '試過自殺', '永别', '永別', '买咗炭', '買咗炭', '买了炭', '買了炭', '一整瓶安眠', '吃了一整瓶', '食咗成樽',
      // Vietnamese
      'se chet', 'tu tu', 'thu tu tu', 'treo co', 'uong het vi thuoc', 'uong het thuoc', 'mat bao lau moi chet', 'mua day thung',
      // Korean
      '죽을 거야', '죽을거야', '한 통 다', '약을 다 먹었', '확실히 죽', '수면제를 몇 달', '마지막 인사',
    ],
  },
  {
    // Hurting oneself, said by meaning: done again, relapse, the urge.
    level: 'urgent',
    category: 'self-harm',
    phrases: [
      'me volvi a cortar', 'volvi a cortarme', 'me corte otra vez', 'me corte de nuevo', 'me lastime otra vez', 'cortei de novo', 'me cortei outra vez', 'me machuquei de novo', 'me cortar', 'mi sono tagliata di nuovo', 'farmi male', 'hab mich geritzt', 'mich wieder geritzt', 'mich zu ritzen', 'geritzt', 'naglaslas', 'maglaslas', 'laslas', 'sinugatan ko', 'saktan ang sarili ko', 'saktan sarili ko', 'saktan ko ang sarili ko', 'saktan ko sarili ko', 'sinasaktan niya sarili niya', 'sinasaktan niya ang sarili niya', 'جرحت حالي', 'جرحت نفسي', 'اجرح حالي', 'اجرح نفسي', 'ejra7 7ale', 'bejra7 7ale', 'ejra7 7ali', 'zakhmi konam', 'خودمو زخمی', 'blade chalaya', 'blade naal', 'cut maare', 'haath kaat', 'haath kaate', 'wrist kaati', 'nas kaat', 'khud ko cut', 'khud ko jala', 'khud ko hurt', 'खुद को जला', '又割', '鎅咗手', '𠝹自己', '割自己', '𠝹手', '자해', 'cat tay', 'tu lam dau ban than', 'lam dau ban than',
    ],
  },
  {
    // Someone hurting the person who writes, or threatening them, by meaning.
    level: 'urgent',
    category: 'abuse',
    phrases: [
      'sinasampal ako', 'sinampal ako', 'binubugbog', 'سيقتلني', 'رح يقتلني', 'بيقتلني', 'roz maarta', 'roz maarda', 'roz maarte', 'belt se maara', 'belt naal maarya', 'thappad maara', 'danh tao', 'danh em', 'me empujo', 'mi picchia', 'schlagt mich', 'schlägt mich', '掐我', '打我', '鎖我',
    ],
  },
  {
    // Passive wishes, burden, no way out, by meaning: a concern.
    level: 'concern',
    category: 'suicide',
    phrases: [
      'mejor sin mi', 'soy una carga', 'no le veo salida', 'no hay salida', 'quisiera desaparecer', 'desaparecer para siempre', 'dormir para siempre', 'melhor sem mim', 'sou um peso', 'queria sumir', 'sumir pra sempre', 'sumir para sempre', 'meglio senza di me', 'solo un peso', 'sparire per sempre', 'besser ohne mich', 'besser dran ohne mich', 'pabigat lang ako', 'pabigat ako', 'kung wala na ako', 'mawala na lang', 'gusto ko na lang mawala', 'عبء على', 'افضل بدوني', 'احسن لهم لو مت', 'سربار', 'بدون من راحت', 'bojh hoon', 'bojh haan', 'mere bina sab', 'mere bina sare', 'mujhe utha le', 'mainu chukk', 'mainu chuk', 'gayab ho jaun', 'gayab ho jaaun', 'mar jana hi', 'mar jaana hi', 'बोझ हूँ', 'बोझ हूं', 'गायब हो जा', 'ਬੋਝ ਹਾਂ', 'ਰੱਬ ਮੈਨੂੰ ਚੁੱਕ', '负担', '負擔', '唔喺度', '阻住佢哋', 'bien mat', 'tot hon neu khong co', '사라지는 게', '출구가 없', 'غیب بشم',
    ],
  },
  {
    // Passive wishes whose words carry their own negation (not waking up): a concern.
    level: 'concern',
    category: 'suicide',
    phrases: [
      'no despertar', 'no despertara', 'no volver a despertar', 'nao acordar', 'nao acordar mais', 'non svegliarmi piu', 'nicht mehr aufwachen', 'hindi na magising', 'di na magising', 'hindi na lang ako magising', 'na uthun', 'na uthoon', 'na uthun kabhi', 'uthna hi na', 'ما اصحى', 'ولا استيقظ', 'لا استيقظ', 'بیدار نشم', 'ਉੱਠਾਂ ਹੀ ਨਾ', '唔好再醒', '唔再醒', '唔使再醒', '不要醒来', '不要醒來', '不想醒来', '不想醒來', 'khong bao gio tinh day', 'khong muon ton tai', '안 깨어났으면', '안 깼으면', 'nicht mehr leben', 'keine kraft mehr zu leben',
    ],
  },
  {
    // The word for suicide or self-harm alone: maybe a topic, so a concern.
    level: 'concern',
    category: 'suicide',
    phrases: [
      'suicidio', 'suicidarse', 'suicidar', 'autolesion', 'selbstmord', 'suizid', 'samobojstwo', 'pagpapakamatay', 'самоубийство', 'суицид', 'самогубство', 'الانتحار', 'خودکشی', 'आत्महत्या', 'ਖੁਦਕੁਸ਼ੀ', 'ਆਤਮਹੱਤਿਆ', 'খুদকুশি', 'আত্মহত্যা', 'આત્મહત્યા', 'தற்கொலை', '自杀', '自殺', '자살', 'atmahatya', 'khudkushi', 'ayoko na', 'pagod na ako mabuhay', 'cansado de vivir', 'cansada de vivir', 'cansado de viver', 'cansada de viver', 'desaparecer para siempre', 'sumir para sempre', 'no aguanto mas', 'nao aguento mais',
    ],
  },
];

// A negation anywhere in the sentence cancels a bare word ("no, I'm not thinking about suicide"), per script.
const sentenceNegators = /(?:^| )(?:no|not|nahi|nahin|nai|hindi|khong|nao|nicht|nie|non|ne|не|ні|нет|لا|ما|مش|نه|ندارم|نیست|نمی|नहीं|ना|ਨਹੀਂ|नही)(?= |$)|没有|沒有|不|唔|冇|않|안 |아니|없어|없어요/;

// Words just before a phrase that negate it ("no quiero morir", "no me quiero morir", "ما بدي موت", "不想死"): up to
// four words back in a spaced script ("não vou me matar"), the character right before in an unspaced one.
const spacedNegators = new Set(['no', 'nao', 'non', 'nicht', 'nie', 'not', 'hindi', 'khong', 'nunca', 'jamais', 'never', 'jamas', 'mai', 'nem', 'ni', 'kein', 'niemals', 'wag', 'huwag', 'لا', 'مش', 'نه', 'не', 'ні']);
const unspacedNegators = new Set(['不', '唔', '冇', '沒', '没', '別', '别']);
const negationReach = 4;
// Words that negate only right before a phrase: Arabic ما and مو also mean "what" and "is".
const nearNegators = new Set(['ما', 'مو']);

// Look-alikes the phrases of this layer are read against (decision 024's guards, for the words of other languages):
// a laugh or a joke marker (sports and games hyperbole: "si pierde el Madrid me muero jajaja", "charot"); a time
// years back, unless the message says it is still so ("hace años intenté suicidarme, hoy soy feliz"); a story, a
// school or work topic, prevention.
const jokeMarkers = /(?:^| )(?:charot|joke|jk|jkjk|jaja\p{L}*|jeje\p{L}*|kk|rsrs\p{L}*|haha\p{L}*|hehe\p{L}*|lol|lmao|mdr|xd|hahah|هه|خخ|ههه|ㅋㅋ)(?= |$)|哈哈|笑死/u;
const jokeEmoji = /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}]/u;
const yearsAgo = /(?:^| )(?:hace (?:\p{L}+ |\p{N}+ )?anos|anos atras|faz (?:\p{L}+ |\p{N}+ )?anos|ha (?:\p{L}+ |\p{N}+ )?anos|anos depois|anni fa|vor (?:\p{L}+ |\p{N}+ )?jahren|years ago|taon na|\p{L}+ taon|dati|noong college|saal pehle|saal pehlan|saal pahle|nam truoc|years back|قبل (?:\p{L}+ |\p{N}+ )?(?:سنين|سنوات|سنه|سنة)|سال پیش|년 전|лет назад|років тому)(?= |$)|年前|年以前/u;
const stillNow = /(?:^| )(?:todavia|aun|ainda|ancora|noch|immer noch|pa rin|parin|ab bhi|abhi bhi|ab vi|hun vi|still|van|vẫn|هلق كمان|لسه|لسا|هنوز|아직)(?= |$)|还是|還是|仍然|仲係|依然/u;
const topicMarkers = /(?:^| )(?:prevencion|prevencao|prevenzione|pravention|praevention|trabajo sobre|trabalho sobre|trabalho da escola|relatorio|proyecto|projeto|seminar|seminario|novela|romance|novel|roman|afsana|kahani|story|pelicula|filme|film|serie|jogo|juego|game|ml|enfermera|enfermeira|infermiera|nurse|diferenca|diferencia|como falar|como hablar|الوقايه|وقايه|ممرضه|پیشگیری|세미나|예방)(?= |$)|预防|預防|小说|小說|电影|電影|游戏|遊戲/u;

const isLatin = (phrase: string) => /^[a-z0-9 ]+$/.test(phrase);

interface Compiled {
  level: PhraseSet['level'];
  category: CrisisCategory;
  phrase: string;
  latin: boolean;
}

const compiled: readonly Compiled[] = lexicon.flatMap((set) =>
  set.phrases.map((raw) => {
    const phrase = scriptText(raw);
    return { level: set.level, category: set.category, phrase, latin: isLatin(phrase) };
  }),
);

// Where to look, in lexicon order: a Latin phrase only in a message that has its first word, and a phrase in another
// script only in a message with a character outside a-z, 0-9 and spaces.
const latinByFirstWord = new Map<string, number[]>();
const otherScriptPhrases: number[] = [];
compiled.forEach((entry, index) => {
  if (!entry.latin) otherScriptPhrases.push(index);
  else {
    const first = entry.phrase.split(' ')[0] ?? '';
    latinByFirstWord.set(first, [...(latinByFirstWord.get(first) ?? []), index]);
  }
});
const latinOnly = /^[a-z0-9 ]*$/;

function candidates(script: string): number[] {
  const found: number[] = [];
  for (const word of new Set(script.split(' '))) found.push(...(latinByFirstWord.get(word) ?? []));
  if (!latinOnly.test(script)) found.push(...otherScriptPhrases);
  return found.toSorted((a, b) => a - b);
}

export interface OtherLanguageFinding {
  level: Exclude<CrisisLevel, 'none'>;
  category: CrisisCategory;
}

function negated(text: string, index: number): boolean {
  if (text[index - 1] !== ' ') return unspacedNegators.has(text[index - 1] ?? '') || /[没沒]有.?$/.test(text.slice(index - 3, index));
  const before = text.slice(0, index).trim().split(' ').slice(-negationReach);
  return before.some((word) => spacedNegators.has(word)) || nearNegators.has(before.at(-1) ?? '');
}

/** A look-alike around the phrases: a joke, a time long past, a topic or a story (see the markers above). */
export function otherLanguageLookAlike(text: string, script: string = scriptText(text)): boolean {
  const plain = ` ${script} `;
  if (jokeMarkers.test(plain) || jokeEmoji.test(text)) return true;
  if (yearsAgo.test(plain) && !stillNow.test(plain)) return true;
  return topicMarkers.test(plain);
}

/**
 * The risk phrases of other languages in a message, highest level first. `script`: the message's `scriptText`, when
 * the caller has it already.
 */
export function findOtherLanguageRisk(text: string, script: string = scriptText(text)): OtherLanguageFinding[] {
  const plain = ` ${script} `;
  const found: OtherLanguageFinding[] = [];
  const lookAlike = { known: false, value: false };
  for (const candidate of candidates(script)) {
    const entry = compiled[candidate] as Compiled;
    const needle = entry.latin ? ` ${entry.phrase} ` : entry.phrase;
    let index = plain.indexOf(needle);
    while (index >= 0 && negated(plain, entry.latin ? index + 1 : index)) index = plain.indexOf(needle, index + 1);
    if (index < 0) continue;
    // A concern is cancelled by a negation anywhere around it, outside the phrase's own words ("no aguanto más").
    if (entry.level === 'concern') {
      const around = `${plain.slice(0, index)} ${plain.slice(index + needle.length, index + needle.length + 40)} `;
      if (sentenceNegators.test(around)) continue;
    }
    if (!lookAlike.known) Object.assign(lookAlike, { known: true, value: otherLanguageLookAlike(text, script) });
    if (lookAlike.value) break;
    found.push({ level: entry.level, category: entry.category });
  }
  return found.toSorted((a, b) => (a.level === b.level ? 0 : a.level === 'urgent' ? -1 : 1));
}
