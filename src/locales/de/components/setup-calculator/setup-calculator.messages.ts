import type { TranslationOf } from '../../../../i18n/messages.js';
import type { setupCalculatorMessages } from '../../../../components/setup-calculator/setup-calculator.messages.js';

export const setupCalculator = {
  'setup-calculator.title': 'Aufbau für {count} Spieler',
  'setup-calculator.players-legend': 'Spieler am Tisch (mit dem Spieler der Dunklen Künste)',
  'setup-calculator.players-option': '{count} Spieler',
  'setup-calculator.house-players': 'Hausspieler',
  'setup-calculator.pawns': 'Figuren der Dunklen Künste',
  'setup-calculator.on-board': 'Auf den Aufstellungsfeldern',
  'setup-calculator.reserve': 'Im Vorrat',
  'setup-calculator.summary':
    '{players} Spieler: {count} Hausspieler, {darkArts} Spieler der Dunklen Künste mit {pawns} Figuren, ' +
    '{onBoard} auf den Aufstellungsfeldern und {reserve} im Vorrat.',
  'setup-calculator.pawn-counts': 'Figurenzahlen:',
  'setup-calculator.table-caption': 'Alle Spielerzahlen (immer ein Spieler der Dunklen Künste)',
  'setup-calculator.column.total': 'Gesamt',
  'setup-calculator.column.house': 'Haus',
  'setup-calculator.column.pawns': 'Figuren',
  'setup-calculator.column.start': 'Beginn',
  'setup-calculator.column.reserve': 'Vorrat',
  'setup-calculator.chosen-row': '(gewählt)',
  'setup-calculator.table-key':
    'Gesamt: alle am Tisch. Haus: die Hausspieler. Figuren: die Figuren des Spielers der Dunklen Künste. ' +
    'Beginn: die zu Beginn auf den Aufstellungsfeldern. Vorrat: der Rest.',
  'setup-calculator.two-player-title': 'Zu zweit spielen',
  'setup-calculator.first-turn-title': 'Wer beginnt',
  'setup-calculator.checklist-title': 'Checkliste für den Aufbau',
  'setup-calculator.step-number': 'Schritt {number}:',
  'setup-calculator.progress': {
    one: '{done} von {count} Schritt erledigt',
    other: '{done} von {count} Schritten erledigt',
  },
  'setup-calculator.clear': 'Häkchen entfernen',
  'setup-calculator.error.players':
    'players muss eine ganze Zahl von {min} bis {max} sein; erhalten: {got}. Angezeigt: {count} Spieler.',
  'setup-calculator.next.house':
    'Der Aufbau ist fertig. Als Nächstes: {house} ist am Zug, Runde {round}.',
  'setup-calculator.next.dark-arts':
    'Der Aufbau ist fertig. Als Nächstes: Der Spieler der Dunklen Künste ist am Zug, Runde {round}.',
  'setup-calculator.next.go': 'Zur Checkliste für den Zug',
} satisfies TranslationOf<typeof setupCalculatorMessages>;
