import type { TranslationOf } from '../../i18n/messages.js';
import type { embedMessages } from '../../embed/snippets.messages.js';

export const embed = {
  'embed.title.setup-calculator': 'Aufbau-Rechner',
  'embed.title.turn-checklist': 'Zug-Checkliste',
  'embed.title.path-tracker': 'Pfad der Dunklen Künste',
  'embed.title.victory-checker': 'Sieg-Prüfer',
  'embed.title.faq': 'Regel-FAQ',
  'embed.title.game': 'Helfer fürs ganze Spiel',
  'embed.page': 'Regelheft S. {page}',
  'embed.pages': 'Regelheft S. {pages}',
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
  'embed.victory.house': '{need}; das erste Haus, das es schafft, gewinnt allein.',
  'embed.faq.none': 'Keine Regelfrage passt zu „{query}“.',
  'embed.game.heading': 'Spielhelfer:',
  'embed.game.body': 'Aufbau, Züge, der Pfad der Dunklen Künste und Sieg an einem Ort.',
  'embed.page.heading': 'Regeln für Defenders of Hogwarts',
  'embed.page.title': '{widget} · Regeln für Defenders of Hogwarts',
  'embed.page.problems': {
    one: 'Diese Einbettung hat ein Problem:',
    other: 'Diese Einbettung hat einige Probleme:',
  },
} satisfies TranslationOf<typeof embedMessages>;
