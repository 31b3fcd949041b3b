import type { TranslationOf } from '../../../i18n/messages.js';
import type { setupMessages } from '../../../rules/setup.messages.js';

export const setup = {
  'setup.step.roles': {
    one:
      'Verteile die Rollen: Ein Spieler ist immer der Spieler der Dunklen Künste, der andere übernimmt ein ' +
      'Hogwarts-Haus. Gib im ersten Spiel die Rolle der Dunklen Künste an den, der die Regeln am besten kennt.',
    other:
      'Verteile die Rollen: Ein Spieler ist immer der Spieler der Dunklen Künste, die anderen {count} Spieler ' +
      'übernehmen je ein anderes Hogwarts-Haus. Gib im ersten Spiel die Rolle der Dunklen Künste an den, der die ' +
      'Regeln am besten kennt.',
  },
  'setup.step.dark-arts-pawns': {
    one:
      'Gib dem Spieler der Dunklen Künste {pawns} Figuren (die Spielerzahl plus zwei). {onBoard} davon beginnen ' +
      'auf den Aufstellungsfeldern; {count} weitere Figur wartet im Vorrat.',
    other:
      'Gib dem Spieler der Dunklen Künste {pawns} Figuren (die Spielerzahl plus zwei). {onBoard} davon beginnen ' +
      'auf den Aufstellungsfeldern; die übrigen {count} warten im Vorrat.',
  },
  'setup.step.dark-arts-pawns.no-reserve':
    'Gib dem Spieler der Dunklen Künste {pawns} Figuren (die Spielerzahl plus zwei). Alle {onBoard} beginnen ' +
    'auf den Aufstellungsfeldern; für den Vorrat bleibt keine übrig.',
  'setup.step.main-board':
    'Hauptspielplan: Lege ihn in die Tischmitte. Mische die Verteidigungsschilde und lege auf jedes Schildfeld ' +
    'einen offen aus; stelle dann jeden der sieben Hogwarts-Marker auf das für ihn markierte Feld. Jedes Haus ' +
    'beginnt mit drei seiner Figuren in der Großen Halle. Leg die DA-Münzen und das Teil des Raums der Wünsche ' +
    'neben dem Spielplan bereit.',
  'setup.step.side-board':
    'Nebenspielplan: Er kommt direkt über den Hauptspielplan. Mische den Bibliotheksbuchstapel und decke zwei ' +
    'Bücher auf. Mische danach den Erwerbsstapel der Häuser und fülle die Erwerbsreihe und die erweiterte ' +
    'Erwerbsreihe mit je zwei Karten. Der Marker der Dunklen Künste beginnt auf dem ersten Feld des Pfads; die ' +
    'drei Fortschrittsmarker, der Dunkeldetektor und die Pergamentrollen kommen alle auf ihre Felder. Jedes Haus ' +
    'stellt seine vierte Figur an den Anfang der Loyalitätsleiste. Mische zuletzt jeden der beiden Ortsstapel ' +
    'für sich und lege beide auf ihre Felder.',
  'setup.step.player-setup':
    'Spieler: Alle mischen ihren eigenen Startstapel und legen ihn auf ihr Tableau. Ein Haus behält seinen ' +
    'Hausmarker und nimmt drei Haus-Ortskarten. Für den Spieler der Dunklen Künste: Mische seinen Erwerbsstapel, ' +
    'leg die Figuren im Vorrat griffbereit und mische die drei Ereignisstapel (weiß, orange und rot) getrennt. ' +
    'Dann zieht jeder Spieler fünf Startkarten. Das Material von Häusern, die niemand gewählt hat, kommt zurück ' +
    'in die Schachtel.',
  'setup.step.first-turn':
    'Der Hausspieler links vom Spieler der Dunklen Künste beginnt; danach geht es im Uhrzeigersinn reihum.',
  'setup.two-player':
    'Ja: Einer spielt ein Haus, der andere die Dunklen Künste. Der Spieler der Dunklen Künste hat dann vier ' +
    'Figuren, alle auf den Aufstellungsfeldern und keine im Vorrat. Alles andere baust du wie gewohnt auf; ' +
    'zähle beim Lesen des offiziellen Aufbaus die Hausspieler (hier einer) getrennt von der Gesamtzahl der Spieler.',
} satisfies TranslationOf<typeof setupMessages>;
