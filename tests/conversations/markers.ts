/**
 * The words and shapes the conversation checks look for, in English and French, written for folded text (text.ts:
 * lower case, no accents, straight apostrophes).
 */

/** Crisis text, which must not appear on an ordinary turn. "Crise de panique" is a panic attack, not a crisis. */
export const safetyText =
  /\b(988|911|crisis|suicid\w*|kids help phone|jeunesse,? j'ecoute|tel-jeunes|1-800-668-6868|686868)\b|\bcrise\b(?! de panique| d'angoisse)|\bare you safe\b|\b(es-tu|etes-vous|tu es|vous etes) en securite\b/;

/** A sentence offering something to do: a question that proposes it, or a suggestion. */
const offerStart =
  /^(would you like|do you want|want to|wanna|shall we|should we|could we|can we|we could|nous pourrions|how about|what about trying|would it help|are you up for|veux-tu|voudrais-tu|aimerais-tu|voulez-vous|voudriez-vous|aimeriez-vous|est-ce que (tu|vous) (veux|voudrais|aimerais|voulez|voudriez|aimeriez)|tu veux|tu aimerais|tu voudrais|on (pourrait|peut) essayer|on essaie|essayons|ca te dirait|ca vous dirait|try|essaie|essayez)\b/;
const offerInside =
  /\b(let'?s try|you (could|might|can) (try|start|give)|one thing that (can|could|might|often) help|it (can|could|might|may) help to|tu pourrais essayer|vous pourriez essayer|ca (peut|pourrait) aider de)\b/;
/** "Would you like to tell me more?" invites talk; it offers nothing to do. */
const talkOnly =
  /^(would you like|do you want|want|wanna|veux-tu|voulez-vous|tu veux|aimerais-tu|tu aimerais)( to)? (tell|talk|share|say|explain|keep talking|go on|me dire|m'en dire|en parler|parler|raconter|me raconter)\b/;

export function isOffer(foldedSentence: string): boolean {
  const sentence = foldedSentence.trim();
  if (talkOnly.test(sentence)) return false;
  return offerStart.test(sentence) || offerInside.test(sentence);
}

export const apology =
  /\b(sorry|apologi[sz]e|my (mistake|bad)|you'?re (right|so right)|you are right|fair point|good catch|desolee?|pardon|excuse-moi|excusez-moi|tu as raison|t'as raison|vous avez raison)\b/;

export const thanksAcknowledged =
  /\b(you'?re (very |so |most )?welcome|my pleasure|glad|happy to help|happy i could|any ?time|de rien|avec plaisir|ca me fait plaisir|bienvenue|contente?|heureux|heureuse|merci a (toi|vous)|thank you for)\b/;

export const warmClosing =
  /\b(take care|bye|goodbye|good ?night|see you|talk (soon|later)|come back|until next time|all the best|rest well|sleep well|have a (good|nice|great|restful)|prends soin|prenez soin|bonne (nuit|soiree|journee|chance|fin de semaine)|a bientot|a la prochaine|au revoir|reviens)\b/;

export const declineAccepted =
  /\b(that'?s (ok|okay|fine|alright|all right|completely fine|totally fine)|no problem|no worries|of course|fair enough|we don'?t have to|no pressure|c'est (correct|correcte|bon|parfait)|pas de (probleme|souci|pression)|aucun probleme|pas grave|bien sur|d'accord|on n'est pas obliges?)\b/;

export const listeningAcknowledged =
  /\b(of course|sure|okay|ok|i'?m here|i'?ll (just )?listen|i'?m listening|just listen|i hear you|go ahead|bien sur|d'accord|je t'ecoute|je vous ecoute|je suis la|vas-y)\b/;

/** How a reply can hand the turn back without a question mark. */
export const invitation =
  /\b(let me know|tell me|when you'?re ready|take your time|i'?ll wait|go ahead|your turn|give it a (go|try)|dis-moi|dites-moi|quand tu es prete?|quand tu seras prete?|prends ton temps|prenez votre temps|fais-moi signe|faites-moi signe|vas-y|allez-y|je t'attends|je vous attends)\b/;

export const greeting =
  /\b(hi|hello|hey|welcome|good (morning|afternoon|evening)|bonjour|bonsoir|salut|allo|bienvenue)\b/;

/** A reflection's opening words, where a sentence or a clause starts ("Thanks for telling me; it sounds like..."). */
export const reflectionLead =
  /(^|[,;:\u2013\u2014-]\s*)(it sounds like|it seems like|if i'?m hearing you right|if i hear you right|on dirait que|on dirait qu'|si je comprends bien)\b[,:]?\s*/;
/** "So" opens a reflection at the start of a sentence, unless it is "so" the intensifier ("So sorry", "So glad"). */
export const soLead =
  /^(so|donc)\b,?\s+(?!(glad|sorry|good|much|many|proud|happy|hard|tough|tired|great|nice|true|far|long|brave|cool|sad|scary|often)\b)/;
/** A reflection that starts like the person's question or answer pasted in: "It sounds like can you...". */
export const pastedStart =
  /^((what|how|why|when|where|who)\s+(do|does|did|can|could|should|will|would|is|are|am)\b|(can|could|is|are|am|do|does|did|should|will|would)\s+(i|you|we|he|she|they|it)\b|(thank|thanks|ok|okay|yes|yeah|yep|nah|hi|hey|bye|merci|oui|non|ouais|allo|salut|bonjour|est-ce|qu'est-ce|comment|pourquoi)\b|no\b(?! one| longer| matter))/;
/** The person's first person, echoed where Doro speaks about them. */
export const firstPerson = /^(i|im|ive|my|me|myself|mine|je|j'|mon|ma|mes|moi|m')\b/;
/** Doro's own first person after "So": "So I'm glad you told me" is not an echo. */
export const doroAfterSo =
  /^(i'?m (glad|here|curious|wondering|sorry)|i (wonder|hear|think|can|want to|would|'d like)|je (t'ecoute|suis la|me demande|pense))/;
export const firstPersonAnywhere =
  /(^|\s)(i|i'm|i've|i'd|i'll|my|me|myself|mine|je|moi|mon|ma|mes)(?=\s|$|[,.;:!?])|(^|\s)(j'|m')(?=\p{L})/u;
export const secondPerson = /\b(you|your|you'?re|yourself|tu|ton|ta|tes|toi|t'|vous|votre|vos)\b/;
/** Words a phrase cannot end on ("your mom and."): articles, conjunctions, possessives. Not "that" or "to":
 * "you could use that" and "you'd like to" end well. */
export const danglingEnd =
  /\b(the|a|an|and|or|but|because|my|your|of|than|if|le|la|les|un|une|et|ou|mais|parce|que|de|du|des|mon|ton|ta|ma|tes|mes|son|sa|ses|tres)$/;
/** "You already asked you": the person's pronoun turned round wrong. */
export const turnedPronoun = /\byou (\w+ ){0,2}(asked|told|tell|ask|showed|gave|give) you\b/;
