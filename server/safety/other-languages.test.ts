import { describe, expect, it } from 'vitest';
import { findOtherLanguageRisk } from './other-languages';

const flagged = (text: string) => findOtherLanguageRisk(text).length > 0;
const levelOf = (text: string) => findOtherLanguageRisk(text)[0]?.level ?? 'none';

describe('risk phrases in other languages', () => {
  it('hears a wish to die, to disappear, self-harm, pills and goodbyes said in other words than the first table', () => {
    const risk = [
      'llevo semanas guardando las pastillas, ya tengo suficientes',
      'me volví a cortar anoche, nadie sabe',
      'cuántas pastillas se necesitan para no despertar',
      'todo mundo ia ficar melhor sem mim, sério',
      'tentei me matar semana passada e acordei no hospital',
      'naglaslas na naman ako kagabi',
      'pabigat lang ako sa pamilya ko',
      'جرحت حالي مبارح مرة تانية',
      'الليلة بعد ما الكل ينام رح موت حالي',
      'main saariyan goliyan kha laiyan ne, bahut chakkar aa rahe ne',
      'ya Allah mujhe utha le, main thak gayi hoon',
      'ਮੇਰਾ ਆਖਰੀ ਸੁਨੇਹਾ, ਸਭ ਨੂੰ ਅਲਵਿਦਾ',
      '我已经想好了怎么做',
      '我儲咗好多粒安眠藥',
      'quante gocce di Xanax ci vogliono per non svegliarsi più?',
      'ich hab ein seil gekauft und es im keller versteckt',
      'tháng trước tôi đã thử tự tử',
      '방금 수면제 한 통 다 먹었어요',
    ];
    expect(risk.filter((text) => !flagged(text))).toEqual([]);
  });

  it('hears a passive wish that says its own negation, but not one negated around it', () => {
    expect(levelOf('ya no aguanto mas')).toBe('concern');
    expect(levelOf('好想瞓咗之後唔好再醒')).toBe('concern');
    expect(levelOf('manchmal wünschte ich, ich würde einfach nicht mehr aufwachen')).toBe('concern');
    expect(flagged('no, no es que no aguanto mas, solo estoy cansada')).toBe(false);
  });

  it('lets a negation a few words before a phrase cancel it', () => {
    expect(flagged('no, no me quiero morir, solo digo que el examen me mató')).toBe(false);
    expect(flagged('não estou pensando em me matar, só preciso desabafar')).toBe(false);
    expect(flagged('لا لا ما بدي موت، بس تعبانة من المدرسة')).toBe(false);
    expect(flagged('我没有想自杀啦，只是很烦我爸妈')).toBe(false);
    // Arabic ما after "بعد" is "what", not a negation.
    expect(flagged('خلاص ما عاد أقدر، راح أنتحر')).toBe(true);
  });

  it('lets a joke, a time long past or a topic go, and not a past that is still so', () => {
    expect(flagged('pag natalo pa kami sa ML ngayon magpapakamatay na talaga ako charot')).toBe(false);
    expect(flagged('إذا خسر البرسا الليلة رح انتحر 😂😂')).toBe(false);
    expect(flagged('hace 10 años intenté suicidarme. hoy tengo una familia y soy feliz')).toBe(false);
    expect(flagged('dati gusto ko nang mamatay, pero ngayon okay na ako')).toBe(false);
    expect(flagged('estou fazendo um trabalho sobre prevenção do suicídio na escola')).toBe(false);
    expect(flagged('我在写小说，主角在第十章跳楼了')).toBe(false);
    expect(flagged('hace años intenté suicidarme y todavía quiero morir')).toBe(true);
    expect(flagged('magpapakamatay na ako, pagod na ako sa lahat')).toBe(true);
  });
});
