import type { TranslationOf } from '../../../i18n/messages.js';
import type { embedMessages } from '../../../embed/snippets.messages.js';

export const embed = {
  'embed.title.setup-calculator': 'Aufbau-Rechner',
  'embed.title.turn-checklist': 'Zug-Checkliste',
  'embed.title.path-tracker': 'Pfad der Dunklen Künste',
  'embed.title.victory-checker': 'Sieg-Prüfer',
  'embed.title.faq': 'Regel-FAQ',
  'embed.title.game': 'Helfer fürs ganze Spiel',
  'embed.page': 'engl. Regelheft S. {page}',
  'embed.pages': 'engl. Regelheft S. {pages}',
  'embed.list.or': '{first} oder {last}',
  'embed.setup.heading': 'Aufbau für {players} Spieler:',
  'embed.setup.sides': '1 Spieler der Dunklen Künste und {count} Hausspieler.',
  'embed.setup.pawns':
    'Der Spieler der Dunklen Künste hat {pawns} Figuren: {onBoard} auf den Aufstellungsfeldern und {reserve} im Vorrat{pages}.',
  'embed.turn.action': '{side}, Zug mit „{action}“:',
  'embed.turn.side': '{side} am Zug:',
  'embed.turn.actions': 'wähle eine Hauptaktion: {actions}{pages}.',
  'embed.turn.closed': 'Kein {action}: {reason}',
  'embed.path.heading': 'Pfad der Dunklen Künste: Feld {space} von {spaces}.',
  'embed.victory.heading': 'Wie jede Seite gewinnt, vom Beginn einer Partie an:',
  'embed.victory.house': {
    one: 'Jedes Haus braucht noch {count} Verteidigungsschild; das erste Haus, das es hat, gewinnt allein.',
    other:
      'Jedes Haus braucht noch {count} Verteidigungsschilde; das erste Haus, das sie hat, gewinnt allein.',
  },
  'embed.faq.none': 'Keine Regelfrage passt zu „{query}“.',
  'embed.faq.more': { one: '{count} schwächerer Treffer', other: '{count} schwächere Treffer' },
  'embed.game.heading': 'Spielhelfer:',
  'embed.game.body': 'Aufbau, Züge, der Pfad der Dunklen Künste und Sieg an einem Ort.',
  'embed.page.heading': 'Regeln für Defenders of Hogwarts',
  'embed.page.title': '{widget} · Regeln für Defenders of Hogwarts',
  'embed.problem.players': 'players muss eine ganze Zahl von 2 bis 5 sein; erhalten: {got}',
  'embed.problem.side': 'side muss "house" oder "dark-arts" sein; erhalten: {got}',
  'embed.problem.action-closed':
    'action "{action}" geht nicht mit final-hand: {reason} Wähle {allowed} oder lass final-hand weg',
  'embed.problem.action': 'action für den {side} muss {allowed} sein; erhalten: {got}',
  'embed.problem.final-hand': 'final-hand muss "true" oder "false" sein; erhalten: {got}',
  'embed.problem.boolean': '{name} muss "true" oder "false" sein; erhalten: {got}',
  'embed.problem.persist':
    'persist muss ein Speicherschlüssel aus Buchstaben, Ziffern, "-", "_" oder "." sein (höchstens {count}), etwa "spieleabend"; erhalten: {got}',
  'embed.problem.rulebook-url':
    'rulebook-url muss eine http:- oder https:-Adresse mit höchstens {count} Zeichen sein; erhalten: {got}',
  'embed.problem.layout-length': 'layout darf höchstens {count} Zeichen lang sein',
  'embed.problem.position':
    'position muss eine ganze Zahl von 0 bis {last} für dieses Layout sein; erhalten: {got}',
  'embed.problem.query-length': 'query darf höchstens {count} Zeichen lang sein',
  'embed.problem.accent':
    'accent muss eine Hex-Farbe wie "#225588" oder ein CSS-Farbname sein; erhalten: {got}',
  'embed.problem.accent-unknown':
    'accent {got} ist keine Farbe, die dieser Browser kennt; es gilt die Standardfarbe',
  'embed.problem.option': '{tag} hat keine Option {got}: möglich sind {options}',
  'embed.problem.no-options': '{tag} hat keine Option {got}: es hat gar keine',
  'embed.problem.repeated': 'der Parameter {got} steht mehr als einmal da; es gilt der erste Wert',
  'embed.problem.no-widget': 'Wähle ein Widget mit ?widget=…: {widgets}',
  'embed.problem.widget': 'widget muss eines von {widgets} sein; erhalten: {got}',
  'embed.problem.theme': 'theme muss "auto", "light" oder "dark" sein; erhalten: {got}',
  'embed.problem.lang': 'lang muss {allowed} sein; erhalten: {got}',
  'embed.problem.base':
    'die eigene Adresse muss mit https:// oder http:// beginnen (oder mit / auf derselben Website), etwa https://example.org/defenders/; angegeben: {got}',
  'embed.page.problems': {
    one: 'Diese Einbettung hat ein Problem:',
    other: 'Diese Einbettung hat einige Probleme:',
  },
} satisfies TranslationOf<typeof embedMessages>;
