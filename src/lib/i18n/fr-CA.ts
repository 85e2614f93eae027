/**
 * The interface in Canadian French (decision 033), loaded only when French is the language. Every component's
 * messages mirror its English ones key for key, with the same placeholders (i18n-catalog.test.ts). The interface
 * says "vous"; the chat engine's own replies say "tu" to a teen.
 */
import type { Catalog } from './i18n';

export const frCA: Catalog = {
  shell: {
    skipToContent: 'Passer au contenu',
    mainNavigation: 'Principale',
    helpLink: 'Besoin d’aide?',
    helpLinkHint: ' (lignes d’aide en situation de crise, s’ouvre dans un nouvel onglet)',
    crisisHelp: 'Aide en cas de crise',
    menu: 'Menu',
    close: 'Fermer',
    challenge: 'Défi',
    blog: 'Blogue',
    questionnaires: 'Questionnaires',
    plans: 'Forfaits',
    doro: 'Doro',
    privacy: 'Confidentialité',
    terms: 'Conditions',
    learn: 'En savoir plus',
    logIn: 'Se connecter',
    getStarted: 'Commencer',
  },
  footer: {
    installDoro: 'Installer Doro',
    platform: 'Plateforme',
    home: 'Accueil',
    aboutUs: 'À propos',
    nonProfit: 'Organismes sans but lucratif',
    talkWithDoro: 'Parler avec Doro',
    getStarted: 'Commencer',
    resources: 'Ressources',
    crisisHelpline: 'Lignes d’aide en situation de crise',
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
    crisisLines: 'Lignes de crise : 988, 911',
    crisisPage: '/crise',
    questionnaires: 'Questionnaires',
    blog: 'Blogue',
    contactUs: 'Nous joindre',
    legal: 'Mentions légales',
    privacyPolicy: 'Politique de confidentialité',
    termsOfService: 'Conditions d’utilisation',
    medicalDisclaimer: 'Avis médical',
    crisisProtocol: 'Protocole de crise',
    contact: 'Contact',
    socialComingSoon: 'Instagram, TikTok et LinkedIn : bientôt',
    proudlyCanadian: 'Fièrement canadien',
    aiCoach: 'Doro est un coach IA, pas un humain ni un thérapeute. Aucun clinicien ne surveille les conversations.',
    notEmergency:
      'Doro n’est pas un service d’urgence. En cas d’urgence, composez le 911. En situation de crise, appelez ou textez le 988, ou',
    findHelpline: 'trouvez une ligne d’aide',
  },
  crisisCard: {
    heading: 'Ressources en cas de crise',
    introNone: 'Si c’est difficile, une vraie personne peut vous aider, en tout temps, gratuitement.',
    introConcern:
      'On dirait que les choses sont vraiment difficiles en ce moment. Vous méritez le soutien d’une vraie personne.',
    introUrgent: 'Votre sécurité compte. Joignez une vraie personne dès maintenant : elle est là pour ça.',
    introImminent: 'Votre sécurité passe en premier. Obtenez de l’aide dès maintenant.',
    inDanger: 'Si vous êtes en danger en ce moment, composez le 911.',
    call911: 'Appeler le 911',
    helplinesAnyTime: 'Lignes d’aide, en tout temps',
    line988: 'Ligne d’aide en cas de crise de suicide 9-8-8 (Canada et États-Unis, en français), appel ou texto :',
    call988: 'Appeler le 988',
    text988: 'Texter le 988',
    emergencyServices: 'Services d’urgence (Canada et États-Unis) :',
    kidsHelpPhone: 'Jeunesse, J’écoute (jeunes de partout au Canada, en français) :',
    callKidsHelpPhone: 'Appeler le 1-800-668-6868',
    textKidsHelpPhone: 'Texter le 686868',
    quebecLine: 'Prévention du suicide au Québec, 1-866-APPELLE :',
    callQuebecLine: 'Appeler le 1-866-277-3553',
    telJeunes: 'Tel-jeunes (jeunes du Québec) :',
    callTelJeunes: 'Appeler le 1-800-263-2266',
    textTelJeunes: 'Texter le 514-600-1002',
    somewhereElse: 'Ailleurs :',
    directoryHint: ' (lignes d’aide dans tous les pays, s’ouvre dans un nouvel onglet)',
  },
  landing: {
    documentTitle: 'Doro · Un coach IA pour des conversations de soutien',
    title: 'Un endroit calme pour parler de ce qui vous préoccupe',
    lead: 'Doro offre des conversations de soutien avec un coach IA, à toute heure, aux personnes de 13 ans et plus.',
    getStarted: 'Commencer',
    fact1Title: 'Un coach IA',
    fact1:
      'Doro est une IA, pas un humain ni un thérapeute. Doro écoute, reformule et vous aide à trouver votre prochain pas.',
    fact2Title: 'Jour et nuit',
    fact2: 'Parlez quand vous en avez besoin, et faites le point sur votre état avec des questionnaires validés.',
    fact3Title: 'Pas pour les urgences',
    fact3: 'Doro n’est pas un service d’urgence. Si vous êtes en danger, composez le 911, ou appelez ou textez le 988.',
    howTitle: 'Comment se passe une séance',
    step1: 'Créez un compte et lisez le court avertissement : Doro est un coach IA, pas un clinicien.',
    step2:
      'Choisissez à quel point Doro vous guide : surtout à l’écoute, équilibré, ou en vous accompagnant dans un exercice.',
    step3:
      'Parlez jusqu’à 30 minutes. Doro reformule ce que vous dites, pose des questions ouvertes et peut proposer de petits pas.',
    step4:
      'Terminez quand vous voulez. Doro garde un court résumé pour que la prochaine séance reprenne là où vous en étiez; vous pouvez le voir et le supprimer.',
    questionnairesTitle: 'Questionnaires',
    questionnaires:
      'Faites le point avec des questionnaires de dépistage validés sur l’humeur, l’anxiété, le bien-être, la détresse et les traumatismes, comme le PHQ-9 et le GAD-7. C’est un dépistage, pas un diagnostic; avec un compte, vous pouvez suivre vos résultats dans le temps.',
    browseQuestionnaires: 'Parcourir les questionnaires',
    plansTitle: 'Forfaits',
    plans:
      'Commencez avec des minutes gratuites chaque mois, puis choisissez un forfait mensuel ou annuel en dollars canadiens si Doro vous aide.',
    seePlans: 'Voir les forfaits',
    helpTitle: 'Si vous avez besoin d’aide maintenant',
    inDanger: 'En danger en ce moment : composez le',
    line988: 'Ligne d’aide en cas de crise de suicide, en français : appelez ou textez le',
    line988After: '(Canada et États-Unis).',
    kidsHelpPhone: 'Jeunesse, J’écoute (jeunes au Canada) : appelez le',
    orText: 'ou textez le',
    elsewhere: 'Ailleurs :',
    faqTitle: 'Foire aux questions',
    q1: 'Doro est-il une personne ou un thérapeute?',
    a1: 'Non. Doro est un coach IA. Aucun humain ne lit ni ne surveille vos conversations pendant qu’elles ont lieu, et Doro ne diagnostique ni ne traite aucun trouble.',
    q2: 'Et si je suis en crise?',
    a2: 'Doro n’est pas un service d’urgence. Composez le 911 en cas d’urgence, appelez ou textez le 988 au Canada ou aux États-Unis, ou utilisez le lien « Besoin d’aide? » en haut de chaque page pour trouver une ligne d’aide près de chez vous.',
    q3: 'Qui peut utiliser Doro?',
    a3: 'Les personnes de 13 ans et plus. Si vous avez entre 13 et 18 ans, il vous faut la permission d’un parent ou d’un tuteur.',
    q4: 'Que sont les questionnaires?',
    a4: 'De courts bilans validés sur l’humeur, l’inquiétude, le stress et le sommeil. Votre résultat vient avec une explication simple; ce n’est pas un diagnostic.',
  },
  pageMeta: {
    '/': 'Doro offre des conversations de soutien avec un coach IA, jour et nuit, et des questionnaires de santé mentale validés. Une IA, pas un thérapeute ni un humain, et pas un service d’urgence.',
    '/about':
      'Ce que Doro est et n’est pas : un coach IA pour des conversations de soutien, pas un clinicien, un thérapeute ni un service d’urgence. Comment Doro vous protège et garde vos mots privés.',
    '/non-profit':
      'Doro pour les organismes sans but lucratif : comment les organismes de bienfaisance, les écoles et les groupes communautaires peuvent discuter avec nous pour offrir Doro aux personnes qu’ils soutiennent.',
    '/challenge':
      'Un défi bien-être gratuit de 30 jours : une petite pratique par jour, chacune avec quelques mots sur ce qui la rend utile. Suivez-le à votre rythme et gardez vos progrès.',
    '/blog':
      'Des articles simples et pratiques de Doro sur les stratégies d’adaptation, le sommeil, le stress, demander de l’aide à quelqu’un, les questionnaires et l’aide en cas de crise.',
    '/login': 'Connectez-vous à Doro pour poursuivre vos conversations de soutien et vos questionnaires.',
    '/signup':
      'Créez un compte Doro gratuit : des conversations de soutien avec un coach IA et des questionnaires, pour les personnes de 13 ans et plus.',
    '/forgot-password':
      'Réinitialisez le mot de passe de votre compte Doro : nous vous envoyons par courriel un lien pour en choisir un nouveau.',
    '/database':
      'Des questionnaires de santé mentale validés à remplir sur Doro, comme le PHQ-9 et le GAD-7, pour suivre votre état dans le temps.',
    '/plans':
      'Les forfaits et les prix de Doro : combien de séances et de minutes chaque forfait donne, et comment le changer ou l’annuler.',
    '/profile': 'Votre profil Doro : vos séances, vos résultats de questionnaires, votre forfait et vos données.',
    '/about/crisis-protocol':
      'Comment Doro réagit quand une personne pourrait être en danger : ce qu’il surveille, les ressources de crise qu’il affiche et ce qu’il consigne.',
    '/doro-chat': 'Une conversation de soutien avec Doro, votre coach IA.',
    '/terms':
      'Les conditions d’utilisation de Doro : qui peut l’utiliser, ce qu’il est et n’est pas, les forfaits et les paiements, et vos droits.',
    '/privacy':
      'La politique de confidentialité de Doro : ce que nous recueillons, pourquoi, combien de temps nous le gardons, et comment vous gardez le contrôle.',
    '/support': 'Joindre le soutien de Doro : questions sur votre compte, la facturation ou la sécurité.',
  },
  login: {
    documentTitle: 'Se connecter · Doro',
    title: 'Bon retour parmi nous',
    ageDocumentTitle: 'Confirmez votre âge · Doro',
    ageTitle: 'Encore une étape',
    loading: 'Chargement…',
    forgotPassword: 'Mot de passe oublié?',
    or: 'ou',
    newToDoro: 'Nouveau sur Doro?',
    createAccount: 'Créer un compte',
    email: 'Courriel',
    password: 'Mot de passe',
    passwordMissing: 'Entrez votre mot de passe.',
    loggingIn: 'Connexion…',
    logIn: 'Se connecter',
  },
  forgotPassword: {
    documentTitle: 'Réinitialiser votre mot de passe · Doro',
    title: 'Réinitialiser votre mot de passe',
    intro:
      'Entrez le courriel que vous utilisez pour Doro. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    remembered: 'Vous vous en souvenez?',
    logIn: 'Se connecter',
    email: 'Courriel',
    sending: 'Envoi…',
    send: 'Envoyer le lien',
    confirmation:
      'Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser votre mot de passe.',
    sentTo:
      'Le lien est envoyé à {email}. Il peut prendre quelques minutes à arriver; vérifiez aussi vos courriels indésirables.',
    backToLogIn: 'Retour à la connexion',
    differentEmail: 'Utiliser un autre courriel',
  },
  localeSwitch: {
    label: 'English',
  },
};
