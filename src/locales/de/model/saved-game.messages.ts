import type { TranslationOf } from '../../../i18n/messages.js';
import type { savedGameMessages } from '../../../model/saved-game.messages.js';

export const savedGame = {
  'saved-game.error.houses': {
    one: 'houses muss genau {count} Haus (aus {allowed}) für {players} Spieler nennen; erhalten: {got}',
    other:
      'houses muss {count} verschiedene Häuser (aus {allowed}) für {players} Spieler nennen; erhalten: {got}',
  },
  'saved-game.error.not-a-game': 'es ist {got}, kein gespeichertes Spiel',
  'saved-game.error.other-writer': 'es stammt nicht von <defenders-game>',
  'saved-game.error.version': 'es nutzt Formatversion {got}, und diese Version liest {version}',
  'saved-game.error.link-too-long': 'der Link ist zu lang',
  'saved-game.error.link-characters': 'der Link enthält Zeichen, die nicht hineingehören',
  'saved-game.error.link-altered': 'der Link ist abgeschnitten oder verändert',
  'saved-game.error.session-move':
    'Pfadzug {position} muss ein Vorrücken mit Grund oder eine Entscheidung mit Wahl sein',
  'saved-game.error.saved-path':
    'ein gespeicherter Pfad muss ein Objekt mit layout, start und moves sein',
  'saved-game.error.saved-moves': {
    one: 'ein gespeicherter Pfad darf höchstens {count} Zug enthalten',
    other: 'ein gespeicherter Pfad darf höchstens {count} Züge enthalten',
  },
  'saved-game.error.session-type':
    'eine Pfadsitzung muss ein Objekt mit layout, state und history sein',
  'saved-game.error.session-history-list': 'eine Pfadsitzung braucht eine history-Liste',
  'saved-game.error.session-history': 'der Pfadverlauf führt nicht zum Pfadstand',
  'saved-game.change.players': 'Spielerzahl auf {players} gesetzt',
  'saved-game.change.houses': 'Häuser auf {houses} gesetzt',
  'saved-game.change.joined': '{first}; {second}',
  'saved-game.change.taken-back': '{move} zurückgenommen',
  'saved-game.change.path-restarted': 'Pfad neu begonnen',
  'saved-game.change.path-changed': 'Pfad geändert, Marker der Dunklen Künste auf Feld {space}',
  'saved-game.change.new-game': 'neues Spiel begonnen',
  'saved-game.change.link-opened': 'Spiel aus einem Link geöffnet',
} satisfies TranslationOf<typeof savedGameMessages>;
