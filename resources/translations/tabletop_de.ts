<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../../tabletop/ui/app.py" line="+70"/>
        <source>Shuffling up…</source>
        <translation>Karten werden gemischt …</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../../tabletop/ui/view_model.py" line="+188"/>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lv</source>
        <comment>level badge</comment>
        <translation>St.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed</source>
        <translation>gedruckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>manual</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>({cost}: Put a level counter on this. Level up only as a sorcery.)</source>
        <translation>({cost}: Lege eine Stufenmarke auf diese Karte. Setze Stufenaufstieg nur wie eine Hexerei ein.)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Level up</source>
        <translation>Stufenaufstieg</translation>
    </message>
    <message>
        <source>To solve</source>
        <translation>Zu lösen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>STATION</source>
        <translation>STATION</translation>
    </message>
    <message>
        <source>Prototype</source>
        <translation>Prototyp</translation>
    </message>
    <message>
        <source>FACE DOWN</source>
        <translation>VERDECKT</translation>
    </message>
</context>
<context>
    <name>CounterDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+182"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number (negative removes)</source>
        <translation>Anzahl (negativ entfernt)</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <location filename="../../tabletop/ui/event_texts.py" line="+121"/>
        <source>+1/+1 counter</source>
        <extracomment>counter kind -&gt; (one, several); other kinds read &quot;{kind} counter(s)&quot;</extracomment>
        <translation>+1/+1-Marke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+1/+1 counters</source>
        <translation>+1/+1-Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1/-1 counter</source>
        <translation>-1/-1-Marke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1/-1 counters</source>
        <translation>-1/-1-Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level counter</source>
        <translation>Stufenmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level counters</source>
        <translation>Stufenmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loyalty counter</source>
        <translation>Loyalitätsmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loyalty counters</source>
        <translation>Loyalitätsmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>charge counter</source>
        <translation>Ladungsmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>charge counters</source>
        <translation>Ladungsmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time counter</source>
        <translation>Zeitmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time counters</source>
        <translation>Zeitmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>poison counter</source>
        <translation>Giftmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>poison counters</source>
        <translation>Giftmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shield counter</source>
        <translation>Schildmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shield counters</source>
        <translation>Schildmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stun counter</source>
        <translation>Betäubungsmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stun counters</source>
        <translation>Betäubungsmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flying counter</source>
        <translation>Flugfähigkeitsmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flying counters</source>
        <translation>Flugfähigkeitsmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defense counter</source>
        <translation>Verteidigungsmarke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defense counters</source>
        <translation>Verteidigungsmarken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kind} counter</source>
        <translation>{kind}-Marke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} counters</source>
        <translation>{kind}-Marken</translation>
    </message>
</context>
<context>
    <name>EventLogPanel</name>
    <message>
        <location filename="../../tabletop/ui/panels/event_log.py" line="+63"/>
        <source>event {n} ({kind}) of action {position}</source>
        <translation>Ereignis {n} ({kind}) der Aktion {position}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>involves: {names}</source>
        <translation>betrifft: {names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>click to select the objects involved</source>
        <translation>klicken, um die betroffenen Objekte auszuwählen</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Show only the events involving this object</source>
        <translation>Nur die Ereignisse zeigen, die dieses Objekt betreffen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>filter text</source>
        <translation>Text filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follow</source>
        <translation>folgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the selection: selecting an object on the table filters the log to it</source>
        <translation>Der Auswahl folgen: Wer ein Objekt auf dem Tisch auswählt, filtert das Protokoll danach</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>1 entry hidden by the filter</source>
        <translation>1 Eintrag vom Filter ausgeblendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} entries hidden by the filter</source>
        <translation>{n} Einträge vom Filter ausgeblendet</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>All objects</source>
        <translation>Alle Objekte</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../../tabletop/ui/event_texts.py" line="-104"/>
        <source>{object} taps</source>
        <extracomment>kind, or &quot;kind:variant&quot; -&gt; template; {object}, {object2}, {objects}, {targets}, {player}, {n}, {turn}, {step}, {from_zone}, {to_zone}, {counters}, {value}, {timestamp}</extracomment>
        <translation>{object} wird getappt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} untaps</source>
        <translation>{object} wird enttappt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is countered (701.6)</source>
        <translation>{object} wird neutralisiert (701.6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is removed from combat (506.4)</source>
        <translation>{object} wird aus dem Kampf entfernt (506.4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} gets a regeneration shield (701.19a)</source>
        <translation>{object} erhält einen Regenerationsschild (701.19a)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} wins the game</source>
        <translation>{player} gewinnt das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} loses the game</source>
        <translation>{player} verliert das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is indestructible and isn&apos;t destroyed (702.12b)</source>
        <translation>{object} ist unzerstörbar und wird nicht zerstört (702.12b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{object} is destroyed</source>
        <translation>{object} wird zerstört</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} regenerates: tapped, damage removed, removed from combat (701.19)</source>
        <translation>{object} regeneriert: getappt, Schaden entfernt, aus dem Kampf entfernt (701.19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{object} is sacrificed</source>
        <translation>{object} wird geopfert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} discards {object}</source>
        <translation>{player} wirft {object} ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} gains {n} life</source>
        <translation>{player} erhält {n} Lebenspunkte dazu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} loses {n} life</source>
        <translation>{player} verliert {n} Lebenspunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} can&apos;t draw: the library is empty</source>
        <translation>{player} kann nicht ziehen: die Bibliothek ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} draws a card</source>
        <translation>{player} zieht eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} shuffles their library</source>
        <translation>{player} mischt die Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is attached to {object2} (timestamp {timestamp})</source>
        <translation>{object} wird an {object2} angelegt (Zeitstempel {timestamp})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{object} becomes unattached (704.5m)</source>
        <translation>{object} ist nicht mehr angelegt (704.5m)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} copies {object} (707.10)</source>
        <translation>{player} kopiert {object} (707.10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} now targets {object2}</source>
        <translation>{object} hat jetzt {object2} als Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} will take an extra turn after this one (500.7)</source>
        <translation>{player} macht nach diesem Zug einen zusätzlichen Zug (500.7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After this phase, there is an additional combat phase (500.8)</source>
        <translation>Nach dieser Phase gibt es eine zusätzliche Kampfphase (500.8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After this phase, there is an additional combat phase followed by an additional main phase (500.8)</source>
        <translation>Nach dieser Phase gibt es eine zusätzliche Kampfphase und danach eine zusätzliche Hauptphase (500.8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} casts {object}</source>
        <translation>{player} wirkt {object}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} casts {object} targeting {targets}</source>
        <translation>{player} wirkt {object} mit Ziel {targets}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} activates a mana ability of {object} (605.3a)</source>
        <translation>{player} aktiviert eine Manafähigkeit von {object} (605.3a)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} activates an ability of {object}</source>
        <translation>{player} aktiviert eine Fähigkeit von {object}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} activates an ability of {object} targeting {targets}</source>
        <translation>{player} aktiviert eine Fähigkeit von {object} mit Ziel {targets}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} plays {object}</source>
        <translation>{player} spielt {object} aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} resolves</source>
        <translation>{object} wird verrechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} doesn&apos;t resolve: all its targets are illegal (608.2b)</source>
        <translation>{object} wird nicht verrechnet: alle Ziele sind unzulässig (608.2b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{object}: illegal targets are not affected (608.2b)</source>
        <translation>{object}: unzulässige Ziele sind nicht betroffen (608.2b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>{player} declares no blockers</source>
        <translation>{player} deklariert keine Blocker</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>{player} passes priority</source>
        <translation>{player} gibt die Priorität ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <translation>Zug {turn}: {player} ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step skipped: {step} (614.10)</source>
        <translation>Schritt übersprungen: {step} (614.10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step begins: {step}</source>
        <translation>Schritt beginnt: {step}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} untaps their permanents (502.3)</source>
        <translation>{player} enttappt die eigenen bleibenden Karten (502.3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} enters the battlefield under {player}&apos;s control (timestamp {timestamp})</source>
        <translation>{object} kommt unter der Kontrolle von {player} ins Spiel (Zeitstempel {timestamp})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} attacks with {objects}</source>
        <translation>{player} greift an mit {objects}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} pays to attack (508.1h)</source>
        <translation>{player} zahlt für den Angriff (508.1h)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} blocks with {objects}</source>
        <translation>{player} blockt mit {objects}</translation>
    </message>
    <message>
        <source>{player} attacks with a band: {objects} (702.22c)</source>
        <translation>{player} greift mit einer Gruppe an: {objects} (702.22c)</translation>
    </message>
    <message>
        <source>{player} divides the combat damage of {object} among {targets} ({value})</source>
        <translation>{player} verteilt den Kampfschaden von {object} auf {targets} ({value})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat damage is dealt (510.2)</source>
        <translation>Kampfschaden wird zugefügt (510.2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lifelink: {player} gains life for the damage (702.15b)</source>
        <translation>Lebensverknüpfung: {player} erhält Lebenspunkte für den Schaden (702.15b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} gets {n} poison counters (702.90b)</source>
        <translation>{player} erhält {n} Giftmarken (702.90b)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} deals {n} damage to {player}</source>
        <translation>{object} fügt {player} {n} Schaden zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} is dealt {n} damage</source>
        <translation>{player} wird {n} Schaden zugefügt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} deals {n} damage to {object2}</source>
        <translation>{object} fügt {object2} {n} Schaden zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is dealt {n} damage</source>
        <translation>{object} wird {n} Schaden zugefügt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is put into {player}&apos;s hand</source>
        <translation>{object} kommt auf die Hand von {player}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} cards put on top of {player}&apos;s library</source>
        <translation>{n} Karten oben auf die Bibliothek von {player} gelegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} is put on top of {player}&apos;s library</source>
        <translation>{object} wird oben auf die Bibliothek von {player} gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} mulligans (103.5)</source>
        <translation>{player} nimmt einen Mulligan (103.5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} keeps their hand (103.5)</source>
        <translation>{player} behält die Hand (103.5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} rolls: {value}</source>
        <translation>{player} würfelt: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A triggered ability of {object} goes on the stack</source>
        <translation>Eine ausgelöste Fähigkeit von {object} kommt auf den Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}&apos;s triggered ability has no legal target and is removed (603.3d)</source>
        <translation>Die ausgelöste Fähigkeit von {player} hat kein zulässiges Ziel und wird entfernt (603.3d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} taps {object} for mana (605.3a)</source>
        <translation>{player} tappt {object} für Mana (605.3a)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player} pays life for Phyrexian mana (107.4f)</source>
        <translation>{player} zahlt Lebenspunkte für phyrexianisches Mana (107.4f)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} ceases to exist</source>
        <translation>{object} hört auf zu existieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} moves from {from_zone} to {to_zone}</source>
        <translation>{object} wechselt von {from_zone} nach {to_zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} gets {n} {counters}</source>
        <translation>{object} erhält {n} {counters}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} loses {n} {counters}</source>
        <translation>{object} verliert {n} {counters}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{object} has no counter to choose</source>
        <translation>{object} hat keine Marke zum Wählen</translation>
    </message>
    <message>
        <source>{object} transforms (701.27)</source>
        <translation>{object} transformiert (701.27)</translation>
    </message>
    <message>
        <source>{object} flips (710)</source>
        <translation>{object} wird umgedreht (710)</translation>
    </message>
    <message>
        <source>{object} is turned face up (708.8)</source>
        <translation>{object} wird offen umgedreht (708.8)</translation>
    </message>
    <message>
        <source>{object} stops being bestowed: it is an enchantment creature (702.103)</source>
        <translation>{object} ist keine Göttergabe mehr: es ist eine Verzauberungskreatur (702.103)</translation>
    </message>
    <message>
        <source>{player} suspends {object} (702.62a)</source>
        <translation>{player} setzt {object} aus (702.62a)</translation>
    </message>
    <message>
        <source>{player} exerts {object} (701.43a)</source>
        <translation>{player} erschöpft {object} (701.43a)</translation>
    </message>
    <message>
        <source>{player} manifests the top card of their library (701.40a)</source>
        <translation>{player} manifestiert die oberste Karte seiner Bibliothek (701.40a)</translation>
    </message>
    <message>
        <source>{object} isn&apos;t cast</source>
        <translation>{object} wird nicht gewirkt</translation>
    </message>
    <message>
        <source>{object} goes on an adventure: {player} may cast it from exile (715.3d)</source>
        <translation>{object} zieht auf ein Abenteuer: {player} darf die Karte aus dem Exil wirken (715.3d)</translation>
    </message>
    <message>
        <source>{object} becomes solved (719.3a)</source>
        <translation>{object} wird gelöst (719.3a)</translation>
    </message>
    <message>
        <source>{object} gets no charge counters: the tapped creature&apos;s power is 0 (702.184a)</source>
        <translation>{object} erhält keine Ladungsmarken: die Stärke der getappten Kreatur ist 0 (702.184a)</translation>
    </message>
    <message>
        <source>Two cards meld into {object} (701.42a)</source>
        <translation>Zwei Karten verschmelzen zu {object} (701.42a)</translation>
    </message>
    <message>
        <source>{player} unlocks a door of {object} (709.5)</source>
        <translation>{player} schließt eine Tür von {object} auf (709.5)</translation>
    </message>
    <message>
        <source>{player} plots {object} (702.170a)</source>
        <translation>{player} plant {object} (702.170a)</translation>
    </message>
    <message>
        <source>{player}&apos;s speed is {n} (702.179)</source>
        <translation>{player} hat Tempo {n} (702.179)</translation>
    </message>
    <message>
        <source>It becomes day (726.2)</source>
        <translation>Es wird Tag (726.2)</translation>
    </message>
    <message>
        <source>It becomes night (726.2)</source>
        <translation>Es wird Nacht (726.2)</translation>
    </message>
    <message>
        <source>{object} becomes saddled (702.171b)</source>
        <translation>{object} wird gesattelt (702.171b)</translation>
    </message>
    <message>
        <source>{player} collects evidence {n} (701.59)</source>
        <translation>{player} sammelt Beweise {n} (701.59)</translation>
    </message>
    <message>
        <source>{object} is attacking {value} (508.4)</source>
        <translation>{object} greift {value} an (508.4)</translation>
    </message>
    <message>
        <source>{player} takes the “you may” of {object} (603.5)</source>
        <translation>{player} nutzt das „Du darfst“ von {object} (603.5)</translation>
    </message>
    <message>
        <source>{player} declines the “you may” of {object} (603.5)</source>
        <translation>{player} verzichtet auf das „Du darfst“ von {object} (603.5)</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../../tabletop/ui/panels/history.py" line="+81"/>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what happened</source>
        <translation>was geschah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the game</source>
        <translation>Der Beginn der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: the game before the current action</source>
        <translation>Rückgängig: die Partie vor der aktuellen Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo the next action</source>
        <translation>Die nächste Aktion wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The newest action</source>
        <translation>Die neueste Aktion</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>action {n} of {total}</source>
        <translation>Aktion {n} von {total}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game begins</source>
        <translation>die Partie beginnt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>undone: click (or Forward) to redo</source>
        <translation>rückgängig gemacht: klicken (oder Vor), um sie zu wiederholen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>branch from {from}: {n} actions</source>
        <translation>Zweig ab {from}: {n} Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>branch from {from}: 1 action</source>
        <translation>Zweig ab {from}: 1 Aktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>branch</source>
        <translation>Zweig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line of play abandoned by an undo; it stays in the recording</source>
        <translation>ein durch Rückgängigmachen verlassener Spielverlauf; er bleibt in der Aufzeichnung</translation>
    </message>
</context>
<context>
    <name>HypotheticalBanner</name>
    <message>
        <location filename="../../tabletop/ui/panels/inspector.py" line="+59"/>
        <source>Hypothetical — not the real game</source>
        <translation>Hypothetisch — nicht die echte Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>effect {id}</source>
        <translation>Effekt {id}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} off</source>
        <translation>{name} abgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} at ts {ts} (was {was})</source>
        <translation>{name} mit Zeitstempel {ts} (vorher {was})</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <location filename="../../tabletop/ui/panels/texts.py" line="+33"/>
        <source>Layer</source>
        <extracomment>panel_models.INSPECTOR_COLUMNS, for lupdate</extracomment>
        <translation>Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value after</source>
        <translation>Wert danach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ts</source>
        <translation>Zst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/panels/inspector.py" line="-119"/>
        <source>Select an object to see how its characteristics came to be.</source>
        <translation>Wähle ein Objekt aus, um zu sehen, wie seine Eigenschaften zustande kamen.</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>empty layers</source>
        <translation>leere Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the layers and sublayers where no effect applies</source>
        <translation>Auch die Schichten und Unterschichten zeigen, in denen kein Effekt angewendet wird</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Object {id} has no characteristics now.</source>
        <translation>Objekt {id} hat derzeit keine Eigenschaften.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>object {id}</source>
        <translation>Objekt {id}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no zone</source>
        <translation>keine Zone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timestamp {ts}</source>
        <translation>Zeitstempel {ts}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>counters: {counters}</source>
        <translation>Marken: {counters}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hypothetical</source>
        <translation>hypothetisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>printed values</source>
        <translation>aufgedruckte Werte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no effects</source>
        <translation>keine Effekte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>layer {code}: {title} ({rule})</source>
        <translation>Schicht {code}: {title} ({rule})</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{source} — hover to show it on the table, double-click to select it</source>
        <translation>{source} — mit der Maus darauf zeigen, um die Quelle auf dem Tisch hervorzuheben; Doppelklick wählt sie aus</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a hypothetical timestamp (what-if), not the real one</source>
        <translation>ein hypothetischer Zeitstempel (Was-wäre-wenn), nicht der echte</translation>
    </message>
    <message>
        <source>STATION {n}+</source>
        <translation>STATION {n}+</translation>
    </message>
    <message>
        <source>{count} of {needed} charge counters</source>
        <translation>{count} von {needed} Ladungsmarken</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>the Case is solved</source>
        <translation>der Fall ist gelöst</translation>
    </message>
    <message>
        <source>not solved yet: to solve at its controller&apos;s end step: {goal}</source>
        <translation>noch nicht gelöst: zu lösen im Endsegment seines Beherrschers: {goal}</translation>
    </message>
    <message>
        <source>Prototype</source>
        <translation>Prototyp</translation>
    </message>
    <message>
        <source>cast prototyped</source>
        <translation>als Prototyp gewirkt</translation>
    </message>
    <message>
        <source>not cast prototyped: printed mana cost, colour and P/T</source>
        <translation>nicht als Prototyp gewirkt: gedruckte Manakosten, Farbe und S/W</translation>
    </message>
    <message>
        <source>applies</source>
        <translation>gilt</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>gilt nicht</translation>
    </message>
    <message>
        <source>none in force</source>
        <translation>keines gilt</translation>
    </message>
    <message>
        <source>bands</source>
        <translation>Bänder</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <source>Opening hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Begin the game with {name} on the battlefield (103.6a)?</source>
        <translation>Das Spiel mit {name} auf dem Schlachtfeld beginnen (103.6a)?</translation>
    </message>
    <message>
        <source>Begin with it</source>
        <translation>Damit beginnen</translation>
    </message>
    <message>
        <source>Keep it in hand</source>
        <translation>Auf der Hand behalten</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/gestures.py" line="+154"/>
        <source>Order triggered abilities</source>
        <translation>Ausgelöste Fähigkeiten ordnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{player}: put these on the stack in this order (the last one resolves first, 603.3b)</source>
        <translation>{player}: in dieser Reihenfolge auf den Stapel legen (die letzte wird zuerst verrechnet, 603.3b)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the engine could not do that: {reason}</source>
        <translation>die Regel-Engine konnte das nicht tun: {reason}</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+136"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>a permanent</source>
        <translation>eine bleibende Karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click the permanent to attach it to (Esc cancels).</source>
        <translation>Klicke auf die bleibende Karte, an die sie angelegt werden soll (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no legal target for {spec}</source>
        <translation>kein gültiges Ziel für {spec}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Enter finishes.</source>
        <translation> Eingabe beendet die Auswahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{label}: click {spec} (Esc cancels).</source>
        <translation>{label}: klicke auf {spec} (Esc bricht ab).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>choose a permanent on the battlefield</source>
        <translation>wähle eine bleibende Karte auf dem Schlachtfeld</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>illegal target: {reason}</source>
        <translation>ungültiges Ziel: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>choose {n} more target(s)</source>
        <translation>wähle noch {n} Ziel(e)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{name}: nothing to do with it now</source>
        <translation>{name}: damit ist jetzt nichts zu tun</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>a spell or ability on the stack resolves or is countered; it can&apos;t be dragged away</source>
        <translation>ein Zauberspruch oder eine Fähigkeit auf dem Stapel wird verrechnet oder neutralisiert; man kann sie nicht wegziehen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Attackers: {n}. Enter declares them.</source>
        <translation>Angreifer: {n}. Eingabe deklariert sie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Blocks: {n}. Click a blocker, then the attacker it blocks; Enter declares.</source>
        <translation>Blocks: {n}. Klicke einen Blocker, dann den Angreifer, den er blockt; Eingabe deklariert.</translation>
    </message>
    <message>
        <source>attackers are chosen in the declare attackers step (508.1)</source>
        <translation>Angreifer werden im Schritt „Angreifer deklarieren“ gewählt (508.1)</translation>
    </message>
    <message>
        <source>Exert</source>
        <translation>Erschöpfen</translation>
    </message>
    <message>
        <source>Exert {name} as it attacks? It won&apos;t untap during your next untap step (701.43a).</source>
        <translation>{name} beim Angreifen erschöpfen? Er enttappt während deines nächsten Enttappsegments nicht (701.43a).</translation>
    </message>
    <message>
        <source>Don&apos;t exert</source>
        <translation>Nicht erschöpfen</translation>
    </message>
    <message>
        <source>Banding</source>
        <translation>Gruppenbildung</translation>
    </message>
    <message>
        <source>{name} (banding)</source>
        <translation>{name} (Gruppenbildung)</translation>
    </message>
    <message>
        <source>Form a band with {name}? Choose the attackers that join it: any with banding and at most one without (702.22c). Blocking one of them blocks them all.</source>
        <translation>Eine Gruppe mit {name} bilden? Wähle die Angreifer, die dazugehören: beliebig viele mit Gruppenbildung und höchstens einer ohne (702.22c). Wer einen von ihnen blockt, blockt alle.</translation>
    </message>
    <message>
        <source>Stopped before {object} resolves: it asks “you may” (603.5). Space passes and asks.</source>
        <translation>Angehalten, bevor {object} verrechnet wird: es fragt „Du darfst“ (603.5). Leertaste passt und fragt.</translation>
    </message>
</context>
<context>
    <name>Keywords</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="-26"/>
        <source>Flying</source>
        <translation>Flugfähigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First strike</source>
        <translation>Erstschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deathtouch</source>
        <translation>Todesberührung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haste</source>
        <translation>Eile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifelink</source>
        <translation>Lebensverknüpfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menace</source>
        <translation>Bedrohlichkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trample</source>
        <translation>Verursacht Trampelschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vigilance</source>
        <translation>Wachsamkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>Layer</name>
    <message>
        <location filename="../../tabletop/ui/panels/texts.py" line="-23"/>
        <source>Copy effects</source>
        <extracomment>Layer.title of every layer (tabletop/engine/enums.py), for lupdate</extracomment>
        <translation>Kopiereffekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text-changing</source>
        <translation>Textverändernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type-changing</source>
        <translation>Typverändernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-changing</source>
        <translation>Farbverändernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ability-adding and -removing</source>
        <translation>Fähigkeiten hinzufügend und entfernend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P/T from characteristic-defining abilities</source>
        <translation>S/W aus Eigenschafts-definierenden Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P/T set to a value (base P/T)</source>
        <translation>S/W auf einen Wert gesetzt (Grund-S/W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P/T modified, counters</source>
        <translation>S/W verändert, Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P/T switched</source>
        <translation>S/W vertauscht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects on players</source>
        <translation>Effekte auf Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effects on the rules</source>
        <translation>Effekte auf die Regeln</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <location filename="../../tabletop/ui/loader.py" line="+127"/>
        <source>no such file</source>
        <translation>keine solche Datei</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>open a scenario (.toml), a recording (.jsonl) or two decks, not {n} files of kinds {kinds}</source>
        <translation>öffne ein Szenario (.toml), eine Aufzeichnung (.jsonl) oder zwei Decks, nicht {n} Dateien der Arten {kinds}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the deck has no main deck cards</source>
        <translation>das Deck hat keine Karten im Hauptdeck</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tabletop/ui/main_window.py" line="+671"/>
        <source>Recording: {file}</source>
        <translation>Aufzeichnung: {file}</translation>
    </message>
    <message>
        <location line="-399"/>
        <source>The previous game is kept in its recording: {file}</source>
        <translation>Das vorige Spiel bleibt in seiner Aufzeichnung erhalten: {file}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opened with remarks</source>
        <translation>Mit Hinweisen geöffnet</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/file_opening.py" line="+99"/>
        <source>Opening…</source>
        <translation>Wird geöffnet …</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{file} was made with other card definitions than the ones you have now, so replaying it may not give the same game.</source>
        <translation>{file} wurde mit anderen Kartendefinitionen aufgenommen als den jetzigen; das Nachspielen ergibt daher vielleicht nicht dasselbe Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Other card definitions</source>
        <translation>Andere Kartendefinitionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Fortfahren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not opened: the game on the table is unchanged.</source>
        <translation>Nicht geöffnet: Das Spiel auf dem Tisch ist unverändert.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Import card data (MTGJSON or Scryfall)</source>
        <translation>Kartendaten importieren (MTGJSON oder Scryfall)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{written} cards from {file} are in your card database ({skipped} skipped). New games use them.</source>
        <translation>{written} Karten aus {file} sind jetzt in deiner Kartendatenbank ({skipped} übersprungen). Neue Spiele verwenden sie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card data imported</source>
        <translation>Kartendaten importiert</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+89"/>
        <source>another file is still being read</source>
        <translation>eine andere Datei wird noch gelesen</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Not opened: unknown cards. The game on the table is unchanged.</source>
        <translation>Nicht geöffnet: unbekannte Karten. Die Partie auf dem Tisch ist unverändert.</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Cancelled: the game on the table is unchanged.</source>
        <translation>Abgebrochen: Das Spiel auf dem Tisch ist unverändert.</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/main_window.py" line="-7"/>
        <source>Opened {title}</source>
        <translation>{title} geöffnet</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load two decks</source>
        <translation>Zwei Decks laden</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>that card is face down in the other player&apos;s hand (View ▸ Show both hands, H)</source>
        <translation>diese Karte liegt verdeckt auf der Hand des anderen Spielers (Ansicht ▸ Beide Hände zeigen, H)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Create tokens</source>
        <translation>Spielsteine erzeugen</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>finish choosing targets first (Enter), or cancel (Esc)</source>
        <translation>erst die Zielwahl beenden (Eingabe) oder abbrechen (Esc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody has priority now</source>
        <translation>gerade hat niemand Priorität</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>no attackers are declared: combat goes on to its end step (508.8)</source>
        <translation>keine Angreifer deklariert: der Kampf geht zum Kampfendesegment weiter (508.8)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Save a screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Recording</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not recording.</source>
        <translation>Es wird nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About tabletop</source>
        <translation>Über tabletop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Magic: The Gathering table with a rules engine.</source>
        <translation>Ein Magic: The Gathering-Spieltisch mit Regel-Engine.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>tabletop</source>
        <translation>tabletop</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Layout reset</source>
        <translation>Anordnung zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/window_actions.py" line="+20"/>
        <source>&amp;New demo table</source>
        <translation>&amp;Neuer Demo-Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load two &amp;decks…</source>
        <translation>Zwei &amp;Decks laden …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import card data…</source>
        <translation>Kartendaten &amp;importieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a &amp;screenshot…</source>
        <translation>&amp;Bildschirmfoto speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;recording&apos;s place</source>
        <translation>Ort der &amp;Aufzeichnung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass priority</source>
        <translation>&amp;Priorität abgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next step</source>
        <translation>&amp;Nächstes Segment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next &amp;turn</source>
        <translation>Nächster &amp;Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening hands: keep or &amp;mulligan…</source>
        <translation>Starthände: behalten oder &amp;Mulligan…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish choosing / declare</source>
        <translation>Auswahl &amp;beenden / deklarieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel choosing</source>
        <translation>Auswahl &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;both hands</source>
        <translation>&amp;Beide Hände zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play layout (the table alone)</source>
        <translation>&amp;Spielen (nur der Tisch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Explain layout (with the panels)</source>
        <translation>&amp;Erklären (mit den Bereichen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit the table</source>
        <translation>Tisch ein&amp;passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About tabletop</source>
        <translation>Ü&amp;ber tabletop</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>&amp;File</source>
        <extracomment>further keys of an action (the first is in ACTIONS)</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/window_layout.py" line="+145"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table alone; open panels from View ▸ Panels (Ctrl+1)</source>
        <translation>Nur der Tisch; Bereiche öffnen sich über Ansicht ▸ Bereiche (Strg+1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table with the layer inspector, timeline, event log and history (Ctrl+2)</source>
        <translation>Der Tisch mit Schichten-Inspektor, Zeitleiste, Ereignisprotokoll und Verlauf (Strg+2)</translation>
    </message>
    <message>
        <source>Open re&amp;cording…</source>
        <translation>Auf&amp;zeichnung öffnen …</translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Zum An&amp;fang</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Pre&amp;vious chapter</source>
        <translation>V&amp;origes Kapitel</translation>
    </message>
    <message>
        <source>&amp;Next chapter</source>
        <translation>&amp;Nächstes Kapitel</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>Open a recording</source>
        <translation>Eine Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>Aufzeichnungen (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Export video…</source>
        <translation>&amp;Video exportieren …</translation>
    </message>
    <message>
        <source>&amp;Find on the table…</source>
        <translation>Auf dem Tisch &amp;suchen …</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../../tabletop/ui/menus.py" line="+33"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of library</source>
        <translation>Oben auf die Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom of library</source>
        <translation>Unter die Bibliothek</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cast {name}</source>
        <translation>{name} wirken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play {name}</source>
        <translation>{name} spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level up</source>
        <translation>Stufenaufstieg</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Move to</source>
        <translation>Verschieben nach</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tap</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+20"/>
        <source>Counters</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Put a {kind} counter</source>
        <translation>Eine {kind}-Marke legen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a {kind} counter</source>
        <translation>Eine {kind}-Marke entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other counters…</source>
        <translation>Andere Marken …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach to…</source>
        <translation>Anlegen an …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy</source>
        <translation>Zerstören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give control to</source>
        <translation>Kontrolle geben an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create a token copy</source>
        <translation>Spielstein-Kopie erzeugen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Life {delta:+d}</source>
        <translation>Leben {delta:+d}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set life…</source>
        <translation>Lebenspunkte setzen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+25"/>
        <source>Shuffle library</source>
        <translation>Bibliothek mischen</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Keep or mulligan…</source>
        <translation>Behalten oder Mulligan…</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Create tokens…</source>
        <translation>Spielsteine erzeugen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll a six-sided die</source>
        <translation>Sechsseitigen Würfel werfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll a twenty-sided die</source>
        <translation>Zwanzigseitigen Würfel werfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip a coin</source>
        <translation>Münze werfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set life</source>
        <translation>Lebenspunkte setzen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw seven</source>
        <translation>Sieben ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Look through…</source>
        <translation>Durchsehen …</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>fusioniert</translation>
    </message>
    <message>
        <source>flashback</source>
        <translation>Rückblende</translation>
    </message>
    <message>
        <source>jump-start</source>
        <translation>Starthilfe</translation>
    </message>
    <message>
        <source>evoked</source>
        <translation>herbeigerufen</translation>
    </message>
    <message>
        <source>dashed</source>
        <translation>mit Sprint</translation>
    </message>
    <message>
        <source>kicked</source>
        <translation>mit Bonus</translation>
    </message>
    <message>
        <source>with buyback</source>
        <translation>mit Rückkauf</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Turn face up</source>
        <translation>Offen umdrehen</translation>
    </message>
    <message>
        <source>bestowed</source>
        <translation>mit Göttergabe</translation>
    </message>
    <message>
        <source>entwined</source>
        <translation>verflochten</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>repliziert</translation>
    </message>
    <message>
        <source>conspired</source>
        <translation>konspiriert</translation>
    </message>
    <message>
        <source>prowled</source>
        <translation>herumgestreift</translation>
    </message>
    <message>
        <source>emerge</source>
        <translation>Auftauchen</translation>
    </message>
    <message>
        <source>awakened</source>
        <translation>erweckt</translation>
    </message>
    <message>
        <source>spliced</source>
        <translation>mit Spleißen</translation>
    </message>
    <message>
        <source>retrace</source>
        <translation>Rückverfolgung</translation>
    </message>
    <message>
        <source>surged</source>
        <translation>mit Woge</translation>
    </message>
    <message>
        <source>tapping permanents to pay</source>
        <translation>Bleibende tappen zum Bezahlen</translation>
    </message>
    <message>
        <source>exiling cards to pay</source>
        <translation>Karten zum Bezahlen ins Exil</translation>
    </message>
    <message>
        <source>Suspend {name}</source>
        <translation>{name} aussetzen</translation>
    </message>
    <message>
        <source>warped</source>
        <translation>per Warp</translation>
    </message>
    <message>
        <source>plotted</source>
        <translation>geplant</translation>
    </message>
    <message>
        <source>Plot {name}</source>
        <translation>{name} planen</translation>
    </message>
    <message>
        <source>with offspring</source>
        <translation>mit Nachwuchs</translation>
    </message>
    <message>
        <source>impending</source>
        <translation>drohend</translation>
    </message>
    <message>
        <source>disturbed</source>
        <translation>per Heimsuchen</translation>
    </message>
    <message>
        <source>bargained</source>
        <translation>mit Handel</translation>
    </message>
    <message>
        <source>blitzed</source>
        <translation>per Blitz</translation>
    </message>
    <message>
        <source>gift promised</source>
        <translation>mit versprochenem Geschenk</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>überladen</translation>
    </message>
    <message>
        <source>prototyped</source>
        <translation>als Prototyp</translation>
    </message>
    <message>
        <source>for its alternative cost</source>
        <translation>für seine alternativen Kosten</translation>
    </message>
    <message>
        <source>paying the other additional cost</source>
        <translation>mit den anderen zusätzlichen Kosten</translation>
    </message>
    <message>
        <source>Unlock {door}</source>
        <translation>{door} aufschließen</translation>
    </message>
</context>
<context>
    <name>Mulligan</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/mulligan.py" line="+46"/>
        <source>Keep or mulligan — {player}</source>
        <translation>Behalten oder Mulligan — {player}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} has taken {n} mulligan(s). To keep this hand, tick {k} card(s) to put on the bottom of the library (Space ticks). Or mulligan again.</source>
        <translation>{player} hat {n}-mal einen Mulligan genommen. Um diese Hand zu behalten, hake {k} Karte(n) an, die unter die Bibliothek kommen (Leertaste hakt an). Oder nimm noch einen Mulligan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player}&apos;s opening hand. Keep it, or shuffle it away and draw a new seven (London mulligan: one card goes to the bottom for each mulligan).</source>
        <translation>Die Starthand von {player}. Behalte sie oder mische sie weg und ziehe sieben neue (London-Mulligan: für jeden Mulligan kommt eine Karte unter die Bibliothek).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mulligan</source>
        <translation>&amp;Mulligan</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>On the bottom: {n} of {k}</source>
        <translation>Unter die Bibliothek: {n} von {k}</translation>
    </message>
</context>
<context>
    <name>OpenError</name>
    <message>
        <location filename="../../tabletop/ui/open_errors.py" line="+44"/>
        <source>the file is nested too deeply to read</source>
        <translation>die Datei ist zu tief verschachtelt, um sie zu lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large to read</source>
        <translation>die Datei ist zu groß, um sie zu lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text in a known encoding</source>
        <translation>die Datei ist kein Text in einer bekannten Kodierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds something this program does not understand (a value of the wrong kind, or one that is out of range)</source>
        <translation>die Datei enthält etwas, das dieses Programm nicht versteht (einen Wert der falschen Art oder außerhalb des erlaubten Bereichs)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This file could not be used.</source>
        <translation>Diese Datei konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File: {file}</source>
        <translation>Datei: {file}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where: {place}</source>
        <translation>Stelle: {place}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why: {reason}</source>
        <translation>Grund: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game on the table is unchanged.</source>
        <translation>Das Spiel auf dem Tisch ist unverändert.</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/dialogs/prompter.py" line="+64"/>
        <location filename="../../tabletop/ui/dialogs/file_error.py" line="+25"/>
        <source>Cannot use this file</source>
        <translation>Datei nicht verwendbar</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/choices.py" line="+128"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <location filename="../../tabletop/ui/panels/texts.py" line="+27"/>
        <source>Layer inspector</source>
        <extracomment>the dock titles (tabletop/ui/panels/__init__.py PANELS), for lupdate</extracomment>
        <translation>Schichten-Inspektor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hypothetical</source>
        <translation>Hypothetisch</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/panels/__init__.py" line="+71"/>
        <location line="+12"/>
        <source>No game is open.</source>
        <extracomment>(title, object name, where it starts, panel class); titles in English, shown translated</extracomment>
        <translation>Keine Partie geöffnet.</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <location filename="../../tabletop/ui/phase_bar.py" line="+41"/>
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upkeep</source>
        <translation>Versorgung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main 1</source>
        <translation>Hauptphase 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat</source>
        <translation>Kampfbeginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blockers</source>
        <translation>Blocker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First strike</source>
        <translation>Erstschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>Kampfschaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End combat</source>
        <translation>Kampfende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main 2</source>
        <translation>Hauptphase 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cleanup</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Untap</source>
        <comment>short</comment>
        <translation>Enttap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upk.</source>
        <comment>short</comment>
        <translation>Vers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <comment>short</comment>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M1</source>
        <comment>short</comment>
        <translation>HP 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comb.</source>
        <comment>short</comment>
        <translation>Kampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Att.</source>
        <comment>short</comment>
        <translation>Angr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blk.</source>
        <comment>short</comment>
        <translation>Block.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <comment>short</comment>
        <translation>Erstschl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dmg.</source>
        <comment>short</comment>
        <translation>Schaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End c.</source>
        <comment>short</comment>
        <translation>K.-Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M2</source>
        <comment>short</comment>
        <translation>HP 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <comment>short</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean.</source>
        <comment>short</comment>
        <translation>Aufr.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Turn {n} · {player}</source>
        <translation>Zug {n} · {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Priority: {player}</source>
        <translation>Priorität: {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No priority ({step})</source>
        <translation>Keine Priorität ({step})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to this step (players pass with an empty stack)</source>
        <translation>Zu diesem Segment gehen (die Spieler geben bei leerem Stapel ab)</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <location filename="../../tabletop/ui/file_opening.py" line="-77"/>
        <source>Opening</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing card data</source>
        <translation>Kartendaten importieren</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/dialogs/progress.py" line="+24"/>
        <source>Reading the file…</source>
        <translation>Die Datei wird gelesen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up the cards: {done} of {total}</source>
        <translation>Karten werden nachgeschlagen: {done} von {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing the decks: step {done} of {total}</source>
        <translation>Die Decks werden ausgeteilt: Schritt {done} von {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running the scenario: step {done} of {total}</source>
        <translation>Das Szenario läuft: Schritt {done} von {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the recording: action {done} of {total}</source>
        <translation>Die Aufzeichnung wird nachgespielt: Aktion {done} von {total}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading card data: {done} cards</source>
        <translation>Kartendaten werden gelesen: {done} Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading card data: {done} of about {total} cards</source>
        <translation>Kartendaten werden gelesen: {done} von etwa {total} Karten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stopping…</source>
        <translation>Wird angehalten …</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/prompter.py" line="+28"/>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="-17"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+0"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+0"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <location filename="../../tabletop/ui/questions.py" line="+57"/>
        <source>Choose a mode</source>
        <translation>Wähle einen Modus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a value for X</source>
        <translation>Wähle einen Wert für X</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a colour</source>
        <translation>Wähle eine Farbe</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Don&apos;t copy anything</source>
        <translation>Nichts kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter as a copy of which creature?</source>
        <translation>Als Kopie welcher Kreatur ins Spiel kommen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a basic land type</source>
        <translation>Wähle einen Standardlandtyp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a creature type</source>
        <translation>Wähle einen Kreaturentyp</translation>
    </message>
    <message>
        <source>Choose a colour or colours (105.1)</source>
        <translation>Wähle eine oder mehrere Farben (105.1)</translation>
    </message>
    <message>
        <source>Choose a card name (201.3)</source>
        <translation>Wähle einen Kartennamen (201.3)</translation>
    </message>
    <message>
        <source>Choose a source of damage (609.7a)</source>
        <translation>Wähle eine Schadensquelle (609.7a)</translation>
    </message>
    <message>
        <source>Choose one (608.2d)</source>
        <translation>Wähle eines (608.2d)</translation>
    </message>
    <message>
        <source>Choose the mana to add (106.1)</source>
        <translation>Wähle das Mana, das hinzugefügt wird (106.1)</translation>
    </message>
    <message>
        <source>Choose a number (608.2d)</source>
        <translation>Wähle eine Zahl (608.2d)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Order the replacement effects (the first applies first, 616.1)</source>
        <translation>Ersatzeffekte ordnen (der erste wird zuerst angewendet, 616.1)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>that is already chosen</source>
        <translation>das ist schon gewählt</translation>
    </message>
    <message>
        <source>Cast which half or face?</source>
        <translation>Welche Hälfte oder Seite wirken?</translation>
    </message>
    <message>
        <source>Cast which door?</source>
        <translation>Welche Tür wirken?</translation>
    </message>
    <message>
        <source>Cast which half?</source>
        <translation>Welche Hälfte wirken?</translation>
    </message>
    <message>
        <source>Cast which face?</source>
        <translation>Welche Seite wirken?</translation>
    </message>
    <message>
        <source>Cast the card or its Adventure?</source>
        <translation>Die Karte oder ihr Abenteuer wirken?</translation>
    </message>
    <message>
        <source>Cast the card or its Omen?</source>
        <translation>Die Karte oder ihr Omen wirken?</translation>
    </message>
    <message>
        <source>Tap which creature to station? (its power in charge counters, 702.184a)</source>
        <translation>Welche Kreatur zum Stationieren tappen? (ihre Stärke in Ladungsmarken, 702.184a)</translation>
    </message>
    <message>
        <source>Pay as it enters? If you don&apos;t, it enters tapped (614.12)</source>
        <translation>Beim Hereinkommen bezahlen? Sonst kommt es getappt ins Spiel (614.12)</translation>
    </message>
    <message>
        <source>Pay the life</source>
        <translation>Die Lebenspunkte bezahlen</translation>
    </message>
    <message>
        <source>Don&apos;t pay: it enters tapped</source>
        <translation>Nicht bezahlen: es kommt getappt ins Spiel</translation>
    </message>
    <message>
        <source>Reveal nothing: it enters tapped</source>
        <translation>Nichts offenbaren: es kommt getappt ins Spiel</translation>
    </message>
    <message>
        <source>Reveal {card}</source>
        <translation>{card} offenbaren</translation>
    </message>
    <message>
        <source>Does the opponent pay tribute? (702.104a)</source>
        <translation>Zahlt der Gegner Tribut? (702.104a)</translation>
    </message>
    <message>
        <source>Tribute paid: it enters with the +1/+1 counters</source>
        <translation>Tribut gezahlt: es kommt mit den +1/+1-Marken ins Spiel</translation>
    </message>
    <message>
        <source>Tribute not paid</source>
        <translation>Kein Tribut gezahlt</translation>
    </message>
    <message>
        <source>{player} — {source}: {effect} — do it?</source>
        <translation>{player} — {source}: {effect} — ausführen?</translation>
    </message>
    <message>
        <source>Yes, do it</source>
        <translation>Ja, ausführen</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No: {effect}</source>
        <translation>Nein: {effect}</translation>
    </message>
    <message>
        <source>“You may” as it resolves (603.5)</source>
        <translation>„Du darfst“ beim Verrechnen (603.5)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Go to a turn or a resolution of the stack (Page Up / Page Down: the previous / next one)</source>
        <translation>Zu einem Zug oder einer Auflösung des Stapels springen (Bild auf / Bild ab: voriges / nächstes)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>How fast playing goes: actions per second</source>
        <translation>Wie schnell abgespielt wird: Aktionen pro Sekunde</translation>
    </message>
    <message>
        <source>The line of play shown: the recording&apos;s branches are lines a player left by going back and playing something else</source>
        <translation>Der gezeigte Spielverlauf: Zweige der Aufzeichnung sind Verläufe, die ein Spieler verlassen hat, als er zurückging und anders weiterspielte</translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation>Pause (P)</translation>
    </message>
    <message>
        <source>Play (P)</source>
        <translation>Abspielen (P)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Eine Aktion zurück (Links)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Eine Aktion vor (Rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Action {n}</source>
        <translation>Aktion {n}</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Der Beginn des Spiels</translation>
    </message>
    <message>
        <source>{n} / {total}</source>
        <translation>{n} / {total}</translation>
    </message>
    <message>
        <source>Replaying {file}; play goes on in a copy, the file stays as it is</source>
        <translation>Wiedergabe von {file}; weitergespielt wird in einer Kopie, die Datei bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>This line: 1 action</source>
        <translation>Dieser Verlauf: 1 Aktion</translation>
    </message>
    <message>
        <source>This line: {n} actions</source>
        <translation>Dieser Verlauf: {n} Aktionen</translation>
    </message>
    <message>
        <source>Branch of a branch: 1 action</source>
        <translation>Zweig eines Zweigs: 1 Aktion</translation>
    </message>
    <message>
        <source>Branch of a branch: {n} actions</source>
        <translation>Zweig eines Zweigs: {n} Aktionen</translation>
    </message>
    <message>
        <source>Branch after action {at}: 1 action</source>
        <translation>Zweig nach Aktion {at}: 1 Aktion</translation>
    </message>
    <message>
        <source>Branch after action {at}: {n} actions</source>
        <translation>Zweig nach Aktion {at}: {n} Aktionen</translation>
    </message>
    <message>
        <source>{chapter} (action {n})</source>
        <translation>{chapter} (Aktion {n})</translation>
    </message>
    <message>
        <source>Played on after action {n}: the recorded line after it is kept as a branch (pick it in the transport bar)</source>
        <translation>Nach Aktion {n} weitergespielt: der aufgezeichnete Verlauf danach bleibt als Zweig erhalten (in der Wiedergabeleiste wählbar)</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/shortcuts.py" line="+65"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every command of the menus and its keys. The keys work on the table too; Enter also finishes choosing, Esc cancels.</source>
        <translation>Alle Befehle der Menüs und ihre Tasten. Die Tasten wirken auch auf dem Tisch; Enter beendet außerdem das Auswählen, Esc bricht ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Next card, previous card</source>
        <translation>Nächste Karte, vorige Karte</translation>
    </message>
    <message>
        <source>Into a stack (it fans out)</source>
        <translation>In eine Gruppe hinein (sie fächert sich auf)</translation>
    </message>
    <message>
        <source>Out of a stack (it gathers)</source>
        <translation>Aus einer Gruppe heraus (sie schiebt sich zusammen)</translation>
    </message>
    <message>
        <source>Menu of the card with the focus</source>
        <translation>Menü der Karte mit dem Fokus</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tabletop/ui/zones.py" line="+52"/>
        <location filename="../../tabletop/ui/stack_view.py" line="+31"/>
        <location line="+8"/>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/stack_view.py" line="+22"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/table_scene.py" line="+67"/>
        <location filename="../../tabletop/ui/zones.py" line="-1"/>
        <source>Battlefield</source>
        <translation>Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../tabletop/ui/zones.py" line="-1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/view_model.py" line="+90"/>
        <source>Triggered ability</source>
        <translation>Ausgelöste Fähigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activated ability</source>
        <translation>Aktivierte Fähigkeit</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/zones.py" line="-3"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exile</source>
        <translation>Exil</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>{n} cards out of view: scroll the row (mouse wheel) or click its arrows</source>
        <translation>{n} Karten außer Sicht: die Reihe scrollen (Mausrad) oder ihre Pfeile anklicken</translation>
    </message>
    <message>
        <source>Speed {n}</source>
        <translation>Tempo {n}</translation>
    </message>
</context>
<context>
    <name>TimelinePanel</name>
    <message>
        <location filename="../../tabletop/ui/panels/timeline.py" line="+278"/>
        <source>Drag a bar to another timestamp, or untick it to switch the effect off: the inspector and the table show what would happen.</source>
        <translation>Ziehe einen Balken zu einem anderen Zeitstempel oder entferne sein Häkchen, um den Effekt abzuschalten: Der Inspektor und der Tisch zeigen, was dann geschähe.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>ts {ts}</source>
        <translation>Zst. {ts}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>{layers}: no effects</source>
        <translation>{layers}: keine Effekte</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>613.8b: {first} and {then} depend on each other: timestamp order</source>
        <translation>613.8b: {first} und {then} hängen voneinander ab: Reihenfolge der Zeitstempel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>613.8: {then} depends on {first}, so it applies after</source>
        <translation>613.8: {then} hat eine Abhängigkeit von {first} und wird deshalb danach angewendet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{source} (ts {ts}): an effect that depended on another in layer {code} and stopped existing when that one applied (613.8)</source>
        <translation>{source} (Zst. {ts}): ein Effekt mit einer Abhängigkeit von einem anderen in Schicht {code}, der zu existieren aufhörte, als jener angewendet wurde (613.8)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no object now</source>
        <translation>derzeit kein Objekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layer {code} ({rule}), timestamp {ts}</source>
        <translation>Schicht {code} ({rule}), Zeitstempel {ts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(really {ts})</source>
        <translation>(eigentlich {ts})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>applies to: {names}</source>
        <translation>wirkt auf: {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>switched off (what-if)</source>
        <translation>abgeschaltet (Was-wäre-wenn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applied #{n} in its layer</source>
        <translation>als Nr. {n} in seiner Schicht angewendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>characteristic-defining ability (604.3)</source>
        <translation>Eigenschafts-definierende Fähigkeit (604.3)</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Switch on again</source>
        <translation>Wieder einschalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch this effect off</source>
        <translation>Diesen Effekt abschalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to its real timestamp ({ts})</source>
        <translation>Zurück zu seinem echten Zeitstempel ({ts})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select its source</source>
        <translation>Seine Quelle auswählen</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/table_moves.py" line="-74"/>
        <source>a card name, or creature types (Elf Warrior)</source>
        <extracomment>keywords a token commonly has (702) what a token can have besides name, P/T and count: &quot;colors&quot;, &quot;keywords&quot;, &quot;tapped&quot;</extracomment>
        <translation>ein Kartenname oder Kreaturentypen (Elf Krieger)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creature token with this power/toughness</source>
        <translation>Kreaturen-Spielstein mit dieser Stärke/Widerstandskraft</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Enters tapped</source>
        <translation>Kommt getappt ins Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toughness</source>
        <translation>Widerstandskraft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
</context>
<context>
    <name>UnknownCards</name>
    <message>
        <location filename="../../tabletop/ui/file_opening.py" line="-80"/>
        <source>Unknown cards</source>
        <translation>Unbekannte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import card data…</source>
        <translation>Kartendaten importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../tabletop/ui/unknown_cards.py" line="+62"/>
        <source>{file} names cards that are not in your card database:</source>
        <translation>{file} nennt Karten, die nicht in deiner Kartendatenbank sind:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>• {name} (step {step}) — did you mean {names}?</source>
        <translation>• {name} (Schritt {step}) — meintest du {names}?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>• {name} (step {step}) — no card has a similar name</source>
        <translation>• {name} (Schritt {step}) — keine Karte hat einen ähnlichen Namen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game on the table is unchanged. Import card data (MTGJSON or Scryfall) to add the cards, or correct the names in the file.</source>
        <translation>Die Partie auf dem Tisch ist unverändert. Importiere Kartendaten (MTGJSON oder Scryfall), um die Karten hinzuzufügen, oder berichtige die Namen in der Datei.</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message>
        <location filename="../../tabletop/ui/panels/texts.py" line="-15"/>
        <source>name</source>
        <extracomment>the labels of panel_models.value_items, for lupdate</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>controller</source>
        <translation>Beherrscher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>types</source>
        <translation>Typen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P/T</source>
        <translation>S/W</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>colourless</source>
        <extracomment>the words panel_models writes for an empty value, for lupdate</extracomment>
        <translation>farblos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no abilities</source>
        <translation>keine Fähigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
</context>
<context>
    <name>Verbs</name>
    <message>
        <location filename="../../tabletop/ui/event_texts.py" line="+33"/>
        <source>enter</source>
        <extracomment>an action&apos;s verb (`Action.verb`) in the history</extracomment>
        <translation>ins Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to hand</source>
        <translation>auf die Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to library</source>
        <translation>in die Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cast</source>
        <translation>wirken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activate</source>
        <translation>aktivieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>play</source>
        <translation>ausspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>order</source>
        <translation>ordnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counters</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attach</source>
        <translation>anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>destroy</source>
        <translation>zerstören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tap</source>
        <translation>tappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set P/T</source>
        <translation>S/W setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advance</source>
        <translation>weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attack</source>
        <translation>angreifen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>block</source>
        <translation>blocken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>token</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffle</source>
        <translation>mischen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep</source>
        <translation>behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <source>turn face up</source>
        <translation>offen umdrehen</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>aussetzen</translation>
    </message>
</context>
<context>
    <name>ZoneBrowser</name>
    <message>
        <location filename="../../tabletop/ui/dialogs/zone_browser.py" line="+50"/>
        <source>To hand</source>
        <translation>Auf die Hand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To battlefield</source>
        <translation>Aufs Schlachtfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To graveyard</source>
        <translation>In den Friedhof</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To exile</source>
        <translation>Ins Exil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On top of library</source>
        <translation>Oben auf die Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the bottom of library</source>
        <translation>Unter die Bibliothek</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Start: {title}</source>
        <translation>Anfang: {title}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>no ffmpeg program to encode with (install the imageio-ffmpeg package): {reason}</source>
        <translation>kein ffmpeg-Programm zum Kodieren (installieren Sie das Paket imageio-ffmpeg): {reason}</translation>
    </message>
    <message>
        <source>ffmpeg cannot start: {reason}</source>
        <translation>ffmpeg startet nicht: {reason}</translation>
    </message>
    <message>
        <source>ffmpeg did not finish in {s} s</source>
        <translation>ffmpeg ist nicht in {s} s fertig geworden</translation>
    </message>
    <message>
        <source>exit status {code}</source>
        <translation>Exit-Status {code}</translation>
    </message>
    <message>
        <source>ffmpeg failed: {reason}</source>
        <translation>ffmpeg ist gescheitert: {reason}</translation>
    </message>
    <message>
        <source>{file}: is a folder</source>
        <translation>{file}: ist ein Ordner</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>--inspect {spec}: the object was not in the game during the exported actions, so no inspector is shown</source>
        <translation>--inspect {spec}: das Objekt war während der exportierten Aktionen nicht im Spiel, daher wird kein Inspektor gezeigt</translation>
    </message>
    <message>
        <source>{file}: the video must end in .mp4, .webm or .gif</source>
        <translation>{file}: das Video muss auf .mp4, .webm oder .gif enden</translation>
    </message>
    <message>
        <source>--size {w}x{h}: MP4 and WebM need an even width and height</source>
        <translation>--size {w}x{h}: MP4 und WebM brauchen eine gerade Breite und Höhe</translation>
    </message>
    <message>
        <source>--fps {fps} is out of range (1 to {top})</source>
        <translation>--fps {fps} liegt außerhalb des Bereichs (1 bis {top})</translation>
    </message>
    <message>
        <source>{option} {n}: actions count from 1</source>
        <translation>{option} {n}: Aktionen werden ab 1 gezählt</translation>
    </message>
    <message>
        <source>--from {first} is after --to {last}</source>
        <translation>--from {first} liegt nach --to {last}</translation>
    </message>
    <message>
        <source>--lang {lang}: choose one of {choices}</source>
        <translation>--lang {lang}: wählen Sie eine von {choices}</translation>
    </message>
    <message>
        <source>--seconds-per-action {s} is out of range ({low} to {high})</source>
        <translation>--seconds-per-action {s} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>the export failed ({problem})</source>
        <translation>der Export ist gescheitert ({problem})</translation>
    </message>
    <message>
        <source>{file}: the recording has no actions to show</source>
        <translation>{file}: die Aufzeichnung enthält keine Aktion, die gezeigt werden könnte</translation>
    </message>
    <message>
        <source>{option} {n}: the recording has {total} actions</source>
        <translation>{option} {n}: die Aufzeichnung hat {total} Aktionen</translation>
    </message>
    <message>
        <source>{file}: no such file</source>
        <translation>{file}: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>{file}: not a tabletop recording</source>
        <translation>{file}: keine tabletop-Aufzeichnung</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{problem}; to export it anyway, use --allow-changed-cards</source>
        <translation>{problem}; um sie trotzdem zu exportieren, verwenden Sie --allow-changed-cards</translation>
    </message>
    <message>
        <source>{file}:{line}: {problem} — the recording does not replay as it was recorded, so it is not exported</source>
        <translation>{file}:{line}: {problem} — die Aufzeichnung lässt sich nicht so abspielen, wie sie aufgezeichnet wurde, daher wird sie nicht exportiert</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>--inspect {spec}: not an alias of the recording&apos;s scenario ({aliases}), a card name or an object number</source>
        <translation>--inspect {spec}: weder ein Alias des Szenarios der Aufzeichnung ({aliases}) noch ein Kartenname oder eine Objektnummer</translation>
    </message>
    <message>
        <source>--size must look like 1280x720, not {text}</source>
        <translation>--size muss wie 1280x720 aussehen, nicht {text}</translation>
    </message>
    <message>
        <source>--size {w}x{h} is out of range ({low} to {high})</source>
        <translation>--size {w}x{h} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Checking the recording: action {done} of {total}</source>
        <translation>Die Aufzeichnung wird geprüft: Aktion {done} von {total}</translation>
    </message>
    <message>
        <source>Choosing the GIF&apos;s colours: picture {done} of {total}</source>
        <translation>Die Farben des GIFs werden gewählt: Bild {done} von {total}</translation>
    </message>
    <message>
        <source>Drawing frame {done} of {total}</source>
        <translation>Bild {done} von {total} wird gezeichnet</translation>
    </message>
    <message>
        <source>Finishing the video file…</source>
        <translation>Die Videodatei wird fertiggestellt …</translation>
    </message>
    <message>
        <source>Reading the recording…</source>
        <translation>Die Aufzeichnung wird gelesen …</translation>
    </message>
    <message>
        <source>Export video</source>
        <translation>Video exportieren</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Frame rate:</source>
        <translation>Bildrate:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation>von {n}</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Actions:</source>
        <translation>Aktionen:</translation>
    </message>
    <message>
        <source>Each action:</source>
        <translation>Jede Aktion:</translation>
    </message>
    <message>
        <source>Captions: what each action did</source>
        <translation>Untertitel: was jede Aktion bewirkt hat</translation>
    </message>
    <message>
        <source>No layer inspector</source>
        <translation>Kein Schichten-Inspektor</translation>
    </message>
    <message>
        <source>Layer inspector: {object}</source>
        <translation>Schichten-Inspektor: {object}</translation>
    </message>
    <message>
        <source>Inset:</source>
        <translation>Einblendung:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The video lasts {seconds} s: the table before action {first}, then {n} actions.</source>
        <translation>Das Video dauert {seconds} s: der Tisch vor Aktion {first}, dann {n} Aktionen.</translation>
    </message>
    <message>
        <source>Exporting a video</source>
        <translation>Ein Video wird exportiert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{name} (selected, object {id})</source>
        <translation>{name} (ausgewählt, Objekt {id})</translation>
    </message>
    <message>
        <source>this game is not recorded, so there is nothing to export</source>
        <translation>dieses Spiel wird nicht aufgezeichnet, daher gibt es nichts zu exportieren</translation>
    </message>
    <message>
        <source>a video is being exported</source>
        <translation>gerade wird ein Video exportiert</translation>
    </message>
    <message>
        <source>no action has been played yet</source>
        <translation>es wurde noch keine Aktion gespielt</translation>
    </message>
    <message>
        <source>Exporting {file}…</source>
        <translation>{file} wird exportiert …</translation>
    </message>
    <message>
        <source>Video written: {file} ({seconds} s, {frames} frames)</source>
        <translation>Video geschrieben: {file} ({seconds} s, {frames} Bilder)</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>Nicht exportiert: {reason}</translation>
    </message>
    <message>
        <source>The video was not exported</source>
        <translation>Das Video wurde nicht exportiert</translation>
    </message>
    <message>
        <source>No file was written.</source>
        <translation>Es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>Export abgebrochen: es wurde keine Datei geschrieben.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Creatures {n}</source>
        <translation>Kreaturen {n}</translation>
    </message>
    <message>
        <source>Lands {n}</source>
        <translation>Länder {n}</translation>
    </message>
    <message>
        <source>Power {n}</source>
        <translation>Stärke {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Hand {n}</translation>
    </message>
</context>
<context>
    <name>Find</name>
    <message>
        <source>nothing found</source>
        <translation>nichts gefunden</translation>
    </message>
    <message>
        <source>{n} found</source>
        <translation>{n} gefunden</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>name, type or text</source>
        <translation>Name, Typ oder Text</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
</context>
<context>
    <name>StackMenu</name>
    <message>
        <source>Tap</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <source>Untap</source>
        <translation>Enttappen</translation>
    </message>
    <message>
        <source>How many of the {n} {name}?</source>
        <translation>Wie viele der {n} {name}?</translation>
    </message>
    <message>
        <source>Gather the stack</source>
        <translation>Gruppe zusammenschieben</translation>
    </message>
    <message>
        <source>Fan out</source>
        <translation>Auffächern</translation>
    </message>
    <message>
        <source>Tap…</source>
        <translation>Tappen …</translation>
    </message>
    <message>
        <source>Tap all {n}</source>
        <translation>Alle {n} tappen</translation>
    </message>
    <message>
        <source>Untap…</source>
        <translation>Enttappen …</translation>
    </message>
    <message>
        <source>Untap all {n}</source>
        <translation>Alle {n} enttappen</translation>
    </message>
    <message>
        <source>Attack with all {n}</source>
        <translation>Mit allen {n} angreifen</translation>
    </message>
    <message>
        <source>in the declare attackers step</source>
        <translation>im Schritt „Angreifer deklarieren“</translation>
    </message>
    <message>
        <source>This card</source>
        <translation>Diese Karte</translation>
    </message>
</context>
</TS>
