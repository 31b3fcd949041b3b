import type { TranslationOf } from '../../../../i18n/messages.js';
import type { gameMessages } from '../../../../components/game/game.messages.js';

export const game = {
  'game.undo': 'Rückgängig',
  'game.undo.title': 'Rückgängig: {change}',
  'game.undo.nothing': 'Nichts rückgängig zu machen',
  'game.undo.done': 'Rückgängig gemacht: {change}.',
  'game.jump': 'Springen zu',
  'game.jump.setup': 'Aufbau',
  'game.jump.turn': 'Zug',
  'game.jump.path': 'Pfad',
  'game.jump.victory': 'Sieg',
  'game.jump.faq': 'FAQ',
  'game.new-game': 'Neues Spiel',
  'game.new-game.question':
    'Ein neues Spiel beginnen? Spielerzahl, Häuser und der Pfad der Dunklen Künste gehen zurück auf den Anfang. Mit „Rückgängig“ holst du dieses Spiel zurück.',
  'game.new-game.cancel': 'Abbrechen',
  'game.new-game.confirm': 'Neues Spiel beginnen',
  'game.new-game.started': 'Neues Spiel begonnen. Mit „Rückgängig“ holst du das letzte zurück.',
  'game.share': 'Link zu diesem Spiel kopieren',
  'game.share.copied': 'Link kopiert. Wer ihn öffnet, sieht diesen Tisch so, wie er jetzt ist.',
  'game.share.manual': 'Der Link steht in der Adresszeile und im Feld unten; kopiere ihn von dort.',
  'game.share.link-label': 'Link zu diesem Spiel',
  'game.share.opened': 'Das Spiel aus diesem Link liegt auf dem Tisch.',
  'game.share.opened-over':
    'Das Spiel aus diesem Link liegt auf dem Tisch ({link}). Mit „Rückgängig“ holst du das Spiel zurück, das dieser Browser gespeichert hatte ({saved}).',
  'game.share.summary': '{players} Spieler, Marker der Dunklen Künste auf Feld {space}',
  'game.storage.failed':
    'Nicht gespeichert: Dieser Browser hat das Spiel nicht abgelegt. Spielt weiter; es bleibt, solange diese Seite offen ist.',
  'game.keep-awake': 'Bildschirm anlassen',
  'game.keep-awake.on': 'An: Der Bildschirm bleibt an, solange diese Seite zu sehen ist.',
  'game.keep-awake.off': 'Aus: Der Bildschirm wird wie gewohnt dunkel und sperrt sich.',
  'game.keep-awake.refused':
    'Der Browser hat abgelehnt (vielleicht Energiesparen oder eine Einstellung). Drück zum erneuten Versuch.',
  'game.keep-awake.lost':
    'Der Browser hat den Bildschirm ausgehen lassen. Drück zum erneuten Versuch.',
  'game.keep-awake.unsupported':
    'Dieser Browser kann den Bildschirm nicht anlassen: Stell stattdessen eine längere Bildschirmzeit ein.',
  'game.keep-awake.insecure':
    'Nur eine sichere (https-)Seite kann den Bildschirm anlassen: Stell stattdessen eine längere Bildschirmzeit ein.',
  'game.problem.players':
    'players muss eine ganze Zahl von 2 bis 5 sein (der Spieler der Dunklen Künste mitgezählt); erhalten: {got}. Es gilt {default}.',
  'game.problem.rulebook-url':
    'rulebook-url muss eine Webadresse sein (http, https oder ein relativer Pfad); erhalten: {got}. Die Regelverweise zeigen Seitenzahlen ohne Link.',
  'game.problem.layout':
    'layout ist kein gültiger Pfad: {reason}. Es gilt das Beispiel-Layout {example}.',
  'game.problem.link-saved':
    'Das Spiel im Link dieser Seite ließ sich nicht lesen ({reason}); es wurde weggelassen, und der Tisch zeigt das gespeicherte Spiel oder ein neues.',
  'game.problem.link-new':
    'Das Spiel im Link dieser Seite ließ sich nicht lesen ({reason}); es wurde weggelassen, und der Tisch zeigt ein neues Spiel.',
} satisfies TranslationOf<typeof gameMessages>;
