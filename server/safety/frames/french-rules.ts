/**
 * The frames in French as people in Quebec and the rest of Canada type it: informal spellings ("j'veux", "chu",
 * "pu", "toute", "asteure"), anglicisms and no accents (normalise.ts drops them and splits elisions, so "j'ai" is
 * "je ai"). Each list is spread into the frame of the same name.
 */
import { rule, type FrameRule } from './frame';

const pills = String.raw`(?:pilules|comprimes|cachets|medicaments|pilules de \w+|pills|tylenol|advil|somniferes|antidepresseurs?)`;

export const frenchRules: Record<string, readonly FrameRule[]> = {
  passive: [
    rule(
      { alone: 'concern', self: true },
      /(?:veux|voudrais|aimerais|souhaite) (?:juste |tellement )?(?:pu|plus|pas) (?:me )?(?:reveiller|me reveiller|exister|etre la|vivre)|(?:veux|voudrais) (?:juste )?(?:m effacer|me effacer|disparaitre pour (?:toujours|de bon))|(?:esperant|espere|prie) (?:\w+ ){0,6}(?:mon coeur (?:arrete|lache)|(?:le bon )?dieu vienne me chercher|je me reveille pas|me reveiller pas|mourir)|(?:si|que) (?:l avion|le char|l auto|le bus) (?:s ecrase|se ecrase|me frappe)/,
      /(?:je )?(?:veux|veut) pu vivre|tanne de vivre|fatiguee? de vivre|(?:ma vie|la vie) (?:a|a pu|n a plus|a pas) de sens|(?:pu|plus) (?:aucune|de) raison de (?:vivre|continuer)|(?:mon temps est fini|c est mieux de meme si je (?:meurs|pars))/,
    ),
    // No taste for life left, gone for good, not minding an accident or not waking.
    rule(
      { alone: 'concern', self: true },
      /(?:je ai|j ai) (?:pu|plus) (?:le|aucun) gout de vivre|disparaitre pour (?:de bon|toujours)|si (?:je|j) (?:me )?(?:reveillais|reveillerais) (?:pas|pu|plus)|(?:si (?:je|j) (?:me )?(?:faisais frapper|avais un accident)|un accident) (?:\w+ ){0,8}(?:derangerait pas|serait pas si pire|serait correct)|je prie pour (?:un accident|ne pas me reveiller|pas me reveiller)|(?:plus simple|mieux) si (?:je|j) (?:etais|serais) (?:pu|plus) la/,
    ),
  ],
  burden: [
    rule(
      { alone: 'concern', self: true },
      /(?:si|quand) je (?:partais|pars|serais pu la|serais plus la|disparaissais) (?:pour (?:toujours|de bon) )?(?:\w+ ){0,3}(?:tout irait mieux|ils seraient mieux|ca (?:serait|irait) mieux)|(?:je suis|chu) (?:la raison|juste un poids|de trop)/,
    ),
  ],
  plan: [
    rule(
      { alone: 'urgent', self: true },
      /(?:je sais|je ai|j ai) (?:deja )?(?:comment|ou|quand) (?:je vais|je va|faire)|(?:je ai|j ai) (?:tout )?(?:pense|calcule|planifie|prevu)(?: a toute| a tout)?(?: \.| ,)? (?:\w+ ){0,4}(?:la corde|la poutre|les pilules|le pont|les marees|le char|la temperature de l eau|l arme|le fusil)|(?:reste|faut) juste a (?:choisir|attendre) (?:le|la) (?:jour|moment|soir|bon moment)/,
    ),
  ],
  time: [
    rule(
      { alone: 'urgent', self: true },
      /(?:a soir|ce soir|cette nuit|demain matin|demain) (?:\w+ ){0,8}(?:je le fais|c est fini|c est la fin|je pars pour de bon)|(?:je le fais|c est fini|c est la fin) (?:\w+ ){0,4}(?:a soir|ce soir|cette nuit)|(?:quand|des que|apres que) (?:\w+ ){1,8}(?:part|partent|dort|dorment|est parti|est partie) (?:\w+ ){0,6}je le fais|(?:je serai|j serai|je vais etre) (?:pu|plus|pas) la (?:demain|a soir|apres|ce soir)/,
    ),
  ],
  preparation: [
    rule(
      { alone: 'concern', distress: 'urgent', risk: 'urgent', self: true },
      /(?:occupe|occupez|prenez soin|prends soin) (?:vous |toi )?de mon (?:chat|chien|poisson|lapin|oiseau)|(?:dis|dites) a (?:ma|mon) (?:\w+ ){0,2}que (?:c est|c etait|c tait|ce est|ce etait) pas (?:de |d )?sa faute|(?:c est|ce est) la (?:derniere|derniere) fois que (?:je|j) (?:ecris|vous parle|te parle)|dites a (?:\w+ ){1,3}que je (?:l|la|le|les) aime|(?:merci|remercie) pour (?:toute|tout) (?:\. )?(?:\w+ ){0,4}(?:adieu|c est la fin|pardonnez moi|derniere fois)|(?:j ai|je ai) (?:ecrit|laisse) (?:\w+ ){0,2}(?:lettre|lettres|mot) (?:pour|a) (?:ma|mon|mes)/,
    ),
  ],
  act: [
    rule(
      { alone: 'imminent', self: true },
      new RegExp(
        String.raw`(?:je ai|j ai|je viens de) (?:pris|avale|bu) (?:\d\d+|toutes? (?:mes|les)|une boite de|la bouteille de|un paquet de|plein de) (?:\w+ ){0,2}${pills}|(?:je ai|j ai) (?:toute|tout|toutes) (?:pris|avale) (?:les |mes )?${pills}|(?:je ai|j ai) les pilules devant moi|(?:chu|je suis|suis) (?:sur le pont|sur le toit|sur la rambarde|au bord du pont|sur (?:le |l )?bord du pont)`,
      ),
      // On the rails, the engine running in the garage, a poison swallowed.
      new RegExp(
        String.raw`(?:chu|je suis|suis) (?:couche |couchee |assis |assise )?(?:sur la track|sur les rails|sur la voie ferree)|(?:le char|l auto|le moteur|le truck|le car) (?:roule|tourne) (?:\w+ ){0,3}(?:garage|boyau)(?! pour (?:le |la )?(?:chauffer|rechauffer|degivrer|reparer))|(?:je ai|j ai|je viens de) (?:bu|avale|pris) (?:du |le |de l |la |de la )?(?:debouche tuyau|drano|eau de javel|javel|antigel|poison a rats?)`,
      ),
    ),
  ],
  attempt: [
    rule(
      { alone: 'urgent', self: true },
      /(?:y a|il y a|ca fait) (?:\d+|deux|trois|quelques) (?:jours|semaines?) (?:\w+ ){0,3}(?:j ai fait une od|je ai fait une od|j ai essaye|je ai essaye|ma tentative|j ai pris une overdose)|(?:j ai|je ai) (?:fait|pris) une (?:od|overdose|surdose)|ma tentative (?:c etait|ce etait|de) (?:\w+ ){0,3}(?:passe|dernier|derniere|le \d+|du mois)/,
    ),
  ],
  selfHarm: [
    rule(
      { alone: 'urgent', self: true },
      /(?:je me|j me|me) (?:suis )?(?:frappe|frappee|frapper|brule|brulee|bruler|coupe|coupee|couper|gratte|grattee) (?:\w+ ){0,4}(?:avec|jusqu|encore|hier|a soir|ce soir|cette semaine|sur (?:le|la|les|mon|ma|mes) (?:bras|cuisse|cuisses|poignet|poignets|ventre|jambes?))|(?:eteint|eteindre) (?:des |mes )?cigarettes? sur (?:mon|ma|mes) (?:bras|cuisse|peau|main)|je merite pas de manger|(?:a force|a coups?) de me (?:frapper|couper|gratter|bruler)/,
    ),
    // Cut again, scratched or hit till it bleeds or bruises, relapse, starving to punish.
    rule(
      { alone: 'urgent', self: true },
      /me suis (?:re)?coupee?(?![a-z])(?! (?:les cheveux|la frange|les ongles|le doigt|le pouce|en (?:cuisinant|me rasant|coupant)|de |du |des |la parole))|je me recoupe|(?:me|je me) (?:suis )?(?:gratte|grattee|gratter) jusqu (?:au|a) sang|(?:me|je me) (?:suis )?(?:frappe|cogne|cognee) la tete|(?:je ai|j ai) rechute|rechute apres|(?:mange|manger) (?:pu|plus|pas) (?:\w+ ){0,4}pour me punir|(?:me|je me) brule avec|plus creux (?:a chaque fois|que d habitude)/,
    ),
  ],
  others: [
    rule(
      { alone: 'urgent' },
      /(?:avec|j ai) (?:le|un|mon) (?:couteau|fusil|gun|bat) (?:\. )?(?:\w+ ){0,8}(?:faire une connerie|y faire mal|le tuer|la tuer|les tuer|regler ca)|(?:va|vont) payer (?:\. )?(?:\w+ ){0,8}(?:code|heure|gaz|essence|adresse)/,
    ),
  ],
  abuse: [
    rule(
      { alone: 'urgent' },
      /(?:m embrasse|me embrasse|me touche|y me touche|me fait des choses|fait des choses bizarres) (?:\w+ ){0,6}(?:secret|pas le dire|pas dire|quand (?:je suis|chu) pas la)|(?:y|il|elle) (?:a pogne|m a pogne|me a pogne|me serre|m a serre|me a serre) (?:\w+ ){0,3}(?:bras|cou|gorge) (?:\w+ ){0,3}(?:si fort|marque|bleu)|(?:en train de|essaie de) defoncer la porte|defonce la porte|(?:chu|je suis) (?:barree|barre|enfermee?) dans ma chambre|vide le compte de (?:ma|mon)/,
    ),
  ],
  lethality: [
    rule(
      { alone: 'urgent' },
      /(?:ca prend|combien de temps) (?:\w+ ){0,4}pour mourir|combien (?:de|d) (?:pilules|comprimes|cachets|tylenol) (?:\w+ ){0,4}(?:pour mourir|pour pas se reveiller|mortel|pour en finir)|(?:dose|hauteur|vitesse) mortelle/,
    ),
    // How much, how high, how fast, said as people ask it.
    rule(
      { alone: 'urgent' },
      /combien de (?:\w+ ){0,2}(?:tylenol|advil|pilules|comprimes|cachets) (?:\w+ ){0,5}(?:pu|plus|pas) (?:me |se )?reveiller|pour (?:pas|pu|ne pas) survivre|(?:serait|soit) mortelle?|(?:pas de|aucune) chance de survivre|chance que (?:je|j) survive|gaz mortel|pour mourir sur le coup|combien de \w+ pour que (?:ca|ce) soit mortel/,
    ),
  ],
  means: [
    // Pills gathered or hidden, a rope bought, a blade kept.
    rule(
      { alone: 'urgent', self: true },
      /(?:ramase|ramasse|accumule|vole) (?:\w+ ){0,3}(?:pilules|somniferes|comprimes|cachets|une lame|une pilule)|(?:garde|cache) (?:\w+ ){0,5}(?:pour une mauvaise nuit|pour le bon moment|pour le jour ou)|(?:je ai|j ai) achete une corde|cache les (?:pilules|medicaments|somniferes) de (?:mon|ma)/,
    ),
  ],
};
