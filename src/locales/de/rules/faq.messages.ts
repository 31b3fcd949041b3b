import type { TranslationOf } from '../../../i18n/messages.js';
import type { faqMessages } from '../../../rules/faq.messages.js';

export const faq = {
  'faq.how-many-players.question': 'Wie viele Spieler können mitspielen?',
  'faq.how-many-players.answer':
    'Zwei bis fünf Personen können spielen, ab 13 Jahren. Eine davon spielt immer die Seite der ' +
    'Dunklen Künste, alle anderen wählen je ein anderes Hogwarts-Haus; es gibt also einen bis vier ' +
    'Hausspieler.',
  'faq.two-players.question': 'Kann man mit zwei Spielern spielen?',
  'faq.two-players.answer':
    'Ja: Eine Person spielt ein Haus, die andere die Dunklen Künste. Der Spieler der Dunklen Künste ' +
    'hat dann vier Figuren, alle auf den Aufstellungsfeldern und keine im Vorrat. Alles andere baust ' +
    'du wie gewohnt auf; wenn du den offiziellen Aufbau liest, zähl die Hausspieler (hier einen) ' +
    'getrennt von der Gesamtzahl der Spieler.',
  'faq.everyone-a-house.question': 'Können alle ein Haus spielen?',
  'faq.everyone-a-house.answer':
    'Nein. In jedem Spiel muss jemand die Rolle der Dunklen Künste übernehmen; alle anderen wählen je ' +
    'ein anderes Hogwarts-Haus.',
  'faq.houses-win-together.question': 'Gewinnen die Hausspieler gemeinsam?',
  'faq.houses-win-together.answer':
    'Nein. Das Haus, das als erstes zwei Verteidigungsschilde sammelt, gewinnt allein; die anderen ' +
    'Häuser haben keinen Anteil an diesem Sieg.',
  'faq.game-length.question': 'Wie lange dauert ein Spiel, und ab welchem Alter ist es?',
  'faq.game-length.answer':
    'Die angegebene Spieldauer beträgt 90 Minuten, für zwei bis fünf Spieler ab 13 Jahren.',
  'faq.first-player.question': 'Wer ist als erstes am Zug?',
  'faq.first-player.answer':
    'Der Hausspieler links vom Spieler der Dunklen Künste beginnt, und von dort aus folgen die Züge ' +
    'im Uhrzeigersinn um den Tisch.',
  'faq.first-game-dark-arts.question': 'Wer sollte im ersten Spiel die Dunklen Künste spielen?',
  'faq.first-game-dark-arts.answer':
    'Wer am Tisch die Regeln am besten kennt, sollte die Rolle der Dunklen Künste übernehmen.',
  'faq.card-effects-override.question':
    'Was gilt, wenn eine Karte einer allgemeinen Regel widerspricht?',
  'faq.card-effects-override.answer':
    'Die Karte hat Vorrang vor der allgemeinen Regel. Karteneffekte sind außerdem freiwillig: Du ' +
    'darfst einen auslassen, außer die Karte sagt, dass er abgehandelt werden muss.',
  'faq.protected-areas.question':
    'Dürfen Figuren der Dunklen Künste die Geschützten Bereiche betreten?',
  'faq.protected-areas.answer':
    'Nein. Alle vier Felder der Geschützten Bereiche sind für Figuren der Dunklen Künste gesperrt: ' +
    'Sie dürfen keines betreten und auch durch keines hindurchziehen.',
  'faq.occupied-deployment-space.question':
    'Ist ein Aufstellungsfeld mit einer betäubten Figur der Dunklen Künste besetzt?',
  'faq.occupied-deployment-space.answer':
    'Ja. Jede Figur der Dunklen Künste auf einem Aufstellungsfeld, ob betäubt oder nicht, macht es ' +
    'besetzt. Eine Figur aus dem Vorrat auf ein leeres Aufstellungsfeld zu bringen kostet einen ' +
    'Bewegungspunkt.',
  'faq.learn-protected-areas.question':
    'Kann ich Lernen, wenn alle meine Figuren in Geschützten Bereichen stehen?',
  'faq.learn-protected-areas.answer':
    'Nein. Für die Aktion Lernen muss mindestens eine deiner Figuren außerhalb der Geschützten ' +
    'Bereiche stehen.',
  'faq.dark-arts-replenish-marker.question':
    'Bewegt das Auffüllen der Dunklen Künste den Marker der Dunklen Künste?',
  'faq.dark-arts-replenish-marker.answer':
    'Nein. Bei dieser Aktion stellt der Spieler der Dunklen Künste seine betäubten Figuren wieder ' +
    'auf und zieht auf fünf Karten nach, ohne abzuwerfen, und die Aktion selbst lässt den Marker ' +
    'stehen, wo er ist. In einem Zug der Dunklen Künste kann sich der Marker trotzdem bewegen: Hält ' +
    'der Spieler der Dunklen Künste nach einem Verdrängen alle Hausmarker, rückt er ein Feld vor.',
  'faq.marker-moves.question': 'Wann bewegt sich der Marker der Dunklen Künste?',
  'faq.marker-moves.answer':
    'Drei Dinge rücken den Marker ein Feld vor: die Aktion Auffüllen eines Hausspielers, ein ' +
    'Ereignis, das es verlangt, und alle Hausmarker in der Hand des Spielers der Dunklen Künste. ' +
    'Bleibt er auf einem gewöhnlichen Feld des Pfads stehen, gibt es nichts abzuhandeln.',
  'faq.event-spaces.question': 'Was passiert auf einem Ereignisfeld?',
  'faq.event-spaces.answer':
    'Zieh die oberste Ereigniskarte in der Farbe dieses Feldes. Zuerst erledigen die Hausspieler ' +
    'ihren Teil, wenn sie können; dann wählt der Spieler der Dunklen Künste eins von beiden: die ' +
    'Wirkung der Karte oder den Fortschrittsmarker der Zone, sofern er noch nicht genommen wurde. ' +
    'Danach wird die Karte abgeworfen, und den Ereignisstapel einer Zone braucht ihr nicht mehr, ' +
    'sobald der Marker diese Zone verlassen hat.',
  'faq.progress-token-forced.question':
    'Darf der Spieler der Dunklen Künste den Fortschrittsmarker einer Zone auslassen?',
  'faq.progress-token-forced.answer':
    'Nur eine Weile. Der Fortschrittsmarker einer Zone muss genommen werden, bevor der Marker der ' +
    'Dunklen Künste in die nächste Zone weiterzieht; auf dem letzten weißen oder orangen ' +
    'Ereignisfeld ist ein noch liegender Fortschrittsmarker also die einzige Wahl. Der rote kann ' +
    'warten: Erreicht der Marker das letzte Feld des Pfads, muss der Spieler der Dunklen Künste ihn ' +
    'nehmen, und die Ortskarte verlangt dann eine Figur.',
  'faq.card-colours-unlock.question':
    'Wann darf der Spieler der Dunklen Künste orange und rote Karteneffekte nutzen?',
  'faq.card-colours-unlock.answer':
    'Weiße Effekte gelten von Anfang an. Orange werden verfügbar, sobald der Marker das erste orange ' +
    'Feld des Pfads erreicht, rote, sobald er das erste rote Feld erreicht, und einmal verfügbare ' +
    'Farben bleiben es.',
  'faq.location-card-requirement.question':
    'Wie viele Figuren braucht der Spieler der Dunklen Künste am Ort?',
  'faq.location-card-requirement.answer':
    'Das hängt davon ab, wann der letzte Fortschrittsmarker mit seiner Ortskarte genommen wurde: ' +
    'drei Figuren beim ersten roten Ereignisfeld, zwei beim nächsten roten Ereignisfeld und eine, ' +
    'wenn die Karte am letzten Feld des Pfads erzwungen wird. Die Zahl steht fest, sobald die Karte ' +
    'genommen ist; weiteres Vorrücken senkt sie nicht.',
  'faq.dark-arts-win.question': 'Wie gewinnt der Spieler der Dunklen Künste?',
  'faq.dark-arts-win.answer':
    'Indem er alle drei Fortschrittsmarker hält, während mindestens so viele Figuren der Dunklen ' +
    'Künste, wie die Ortskarte verlangt (drei, zwei oder eine), auf dem Ort des Spielers der Dunklen ' +
    'Künste stehen.',
  'faq.claim-defence-shield.question': 'Wie holst du dir einen Verteidigungsschild?',
  'faq.claim-defence-shield.answer':
    'Während eine Hausfigur auf einem Schildfeld steht, gibst du drei Dinge ab: eine ' +
    'Pergamentrolle, ein Bibliotheksbuch und den Gegenstand, den dieser Schild zeigt (den ' +
    'Dunkeldetektor oder eine DA-Münze). Die Gegenstände nur zu besitzen reicht nicht.',
  'faq.final-hand.question':
    'Was passiert, wenn der Marker der Dunklen Künste das letzte Feld erreicht?',
  'faq.final-hand.answer':
    'Die letzte Hand beginnt: Alle ziehen auf fünf Karten nach, und danach darf niemand mehr ' +
    'Auffüllen, doch Karteneffekte und Felder zum Kartenziehen können noch Karten geben. Gespielt ' +
    'wird weiter, bis eine Seite gewinnt oder das Spiel unentschieden endet; das letzte Feld zu ' +
    'erreichen ist für sich weder Sieg noch Unentschieden.',
  'faq.draw.question': 'Kann das Spiel unentschieden enden?',
  'faq.draw.answer':
    'Ja, aber nur in der letzten Hand: Steht der Marker auf dem letzten Feld, endet das Spiel ' +
    'unentschieden, wenn alle Spieler keine Karten mehr haben, bevor eine Seite ihre Siegbedingung ' +
    'erfüllt.',
  'faq.bump.question':
    'Was passiert, wenn eine Figur der Dunklen Künste auf einer Hausfigur landet (Verdrängen)?',
  'faq.bump.answer':
    'Stehen dort mehrere Hausfiguren, wählt der Spieler der Dunklen Künste eine aus. Diese ' +
    'Hausfigur kehrt in die Große Halle zurück, die Figur der Dunklen Künste geht in den Vorrat, und ' +
    'der Spieler der Dunklen Künste nimmt den Hausmarker dieses Hauses, außer er hat ihn schon. Hat ' +
    'er alle Hausmarker, rückt der Marker der Dunklen Künste ein Feld vor (handle das Ereignis ab, ' +
    'auf dem er landet, falls es eins gibt), und die Hausmarker gehen an ihre Besitzer zurück. Zum ' +
    'Schluss zieht er zwei Erwerbskarten der Dunklen Künste, legt eine oben auf seinen ' +
    'Nachziehstapel und die andere unter den Erwerbsstapel, höchstens einmal pro Zug.',
  'faq.parchment-scroll.question': 'Wie holst du dir eine Pergamentrolle?',
  'faq.parchment-scroll.answer':
    'Als freie Aktion zeigst du zwei deiner Ortskarten, während deine Figuren in den Bereichen ' +
    'stehen, die sie nennen, und legst diese Karten dann unter den Ortsstapel. Nach deiner ersten ' +
    'Pergamentrolle ziehst du zwei neue Ortskarten; nach deiner zweiten gibst du deine letzte ' +
    'Ortskarte zurück und ziehst keine.',
  'faq.hogwarts-tokens.question': 'Wofür sind Hogwarts-Marker da?',
  'faq.hogwarts-tokens.answer':
    'Als freie Aktion gibst du einen Hogwarts-Marker zurück, den du in einem früheren Zug ' +
    'aufgenommen hast. Dafür bekommst du eine zusätzliche Aktion Erkunden, gespielt mit einer Karte, ' +
    'deren Typ zum Marker passt.',
  'faq.error.word': 'word muss ein Text sein; erhalten: {got}',
  'faq.error.query': 'query muss ein Text sein; erhalten: {got}',
  'faq.error.text': 'text muss ein Text sein; erhalten: {got}',
  'faq.error.id': 'id muss ein Text sein; erhalten: {got}',
  'faq.error.entry-object': 'Eintrag {position} von entries muss ein Objekt sein; erhalten: {got}',
  'faq.error.entry-unreadable': '{field} von Eintrag {position} in entries ließ sich nicht lesen',
  'faq.error.entry-text':
    '{field} von Eintrag {position} in entries muss ein nicht leerer Text sein; erhalten: {got}',
  'faq.error.entry-pages-list':
    'pages von Eintrag {position} in entries muss eine Liste von Seitenzahlen sein; erhalten: {got}',
  'faq.error.entry-pages-length': {
    one: 'pages von Eintrag {position} in entries darf höchstens {count} Seite nennen; erhalten: {length}',
    other:
      'pages von Eintrag {position} in entries darf höchstens {count} Seiten nennen; erhalten: {length}',
  },
  'faq.error.entry-page':
    'pages von Eintrag {position} in entries darf nur ganze Seitenzahlen von 1 bis {max} enthalten; erhalten: {got}',
  'faq.error.entry-pages-order':
    'pages von Eintrag {position} in entries muss aufsteigend und ohne Wiederholung sein; erhalten: {pages}',
} satisfies TranslationOf<typeof faqMessages>;
