# Ansage-Billardmeldungen, Deutsch (billiards.md §6; §3 п.10).
bil-d-free-pyramid = Freie Pyramide
bil-d-combined-pyramid = Kombinierte Pyramide
bil-d-dynamic-pyramid = Dynamische Pyramide
bil-d-russian-pyramid = Russische Pyramide
bil-d-pool-8 = Achtball
bil-d-pool-9 = Neunball
bil-d-pool-10 = Zehnball
bil-d-pool-14-1 = Vierzehn und eins endlos
bil-d-snooker-1 = Snooker mit einer Roten
bil-d-snooker-6 = Snooker mit sechs Roten
bil-d-snooker-15 = Snooker
bil-d-carom-3-cushion = Dreiband
bil-score = Stand: { $a } { $sa }, { $b } { $sb }.
bil-rack = Das Rack läuft.
bil-frames = Frames: { $a } { $fa }, { $b } { $fb }.
bil-run = Serie { $n }.
bil-turn = { $name } ist am Stoß.
bil-ball-on = { $ball } ist dran.
bil-colour-on = Eine Farbe ist dran.
bil-lowest = Niedrigste Kugel { $n }.
bil-remaining = Noch { $n ->
        [one] ein Punkt
       *[other] { $n } Punkte
    } auf dem Tisch.
bil-snookers = { $name } braucht Snooker: { $n }.
bil-where-house = aus dem Kopffeld
bil-where-anywhere = von überall
bil-where-d = aus dem D
bil-opt-play = selbst spielen
bil-opt-put-back = ihn spielen lassen
bil-opt-rebreak-self = selbst neu anstoßen
bil-opt-rebreak-other = ihn neu anstoßen lassen
bil-opt-take-ball = eine Kugel nehmen
bil-opt-in-hand = Ball in Hand
bil-opt-replace = zurücklegen
bil-opt-from-d = aus dem D
bil-opt-spot-eight = die Acht aufsetzen
bil-or = oder
bil-choice = { $name }: { $options }?
bil-seventh = { $name }: siebte Kugel.
bil-penalty-ball = { $name } nimmt eine Strafkugel.
bil-premium = Prämienstoß { $where }.
bil-penalty-shot = { $name }: Strafstoß { $where }.
bil-in-hand = { $name }: Ball in Hand { $where }.
bil-fouls-one = { $name }: ein Foul.
bil-fouls-warning = { $name }: zweites Foul in Folge. Warnung: das dritte verliert den Frame.
bil-fouls-straight-two = { $name }: zwei Fouls. Das dritte kostet { $pen } und ein neues Rack.
bil-fouls-third = { $name }: drittes Foul in Folge.
bil-rerack = Neu aufbauen.
bil-groups-solids = { $name } hat die Vollen.
bil-groups-stripes = { $name } hat die Halben.
bil-left-solids = { $name } hat die Vollen, noch { $n ->
        [one] eine
       *[other] { $n }
    }.
bil-left-stripes = { $name } hat die Halben, noch { $n ->
        [one] eine
       *[other] { $n }
    }.
bil-table-open = Offener Tisch: die Gruppen sind noch nicht vergeben.
bil-respotted = Wieder aufgesetzt: { $balls }.
bil-last-ball = Letzte Kugel, zehn mehr für { $name }.
bil-sudden-death = Siebzig beide. Die letzte Kugel wird aufgesetzt; das Ausstoßen entscheidet, wer spielt; die nächste versenkte Kugel gewinnt, ein Foul verliert.
bil-respotted-black = Gleichstand. Die Schwarze wird aufgesetzt; das Ausstoßen entscheidet, wer spielt.
bil-free-ball = Freie Kugel.
bil-seventy-cannons = Siebzig Karambolagen!
bil-ten-hazards = Zehn Versenkungen!
bil-cross-baulk = Achtzig. Die Baulk-Linie muss überquert werden.
bil-baulk-crossed = Baulk-Linie überquert.
bil-baulk-not-crossed = Über neunundneunzig, ohne die Baulk-Linie zu überqueren: Foul.
bil-red-centre = Rot auf den Mittelpunkt.
bil-no-safety = { $name }: beim nächsten Stoß kein Sicherheitsstoß.
bil-loss-eight-on-foul = die Acht mit einem Foul
bil-loss-eight-with-last = die Acht mit der letzten Kugel der Gruppe
bil-loss-eight-off-table = die Acht vom Tisch
bil-loss-eight-wrong-pocket = die Acht in eine nicht angesagte Tasche
bil-loss-eight-early = die Acht vor der eigenen Gruppe
bil-loss-three-fouls = drei Fouls in Folge
bil-lost = { $name } verliert den Frame: { $why }.
bil-eight-on-break = Die Acht beim Anstoß.
bil-stalemate = Patt. Neu aufbauen; derselbe Spieler stößt an.
bil-frame-won = Frame an { $name }, { $sa } zu { $sb }.
bil-frame-conceded = Frame aufgegeben, an { $name }.
bil-match-won = Partie an { $name }, { $fa } zu { $fb }.
bil-match-technical = Partie an { $name } durch technische Niederlage.
bil-match-sanction = Partie an { $name }: der Gegner wird als Verlierer erklärt.
bil-drawn = Partie unentschieden, { $fa } zu { $fb }.
bil-next-frame = Frame { $n }. { $name } stößt an.
bil-deciding = Entscheidungsframe.
bil-sanction-remark = Ermahnung für { $name }.
bil-sanction-warning = Verwarnung für { $name }.
bil-sanction-frame = { $name } verliert den Frame.
bil-sanction-match = { $name } verliert die Partie.
bil-sanction-removal = { $name } wird vom Wettbewerb ausgeschlossen.
bil-pause-five = { $name }: fünf Minuten Pause.
bil-pause-one = { $name }: eine Minute Auszeit.
bil-pause-medical = { $name }: medizinische Pause, höchstens fünfzehn Minuten.
bil-pause-protest = Protest von { $name }. Das Spiel ruht.
bil-resumed = Es geht weiter.
bil-shot-clock-on = Stoßuhr an: { $n ->
        [one] eine Sekunde
       *[other] { $n } Sekunden
    } je Stoß.
bil-shot-clock-off = Stoßuhr aus.
bil-extension = { $name }: Verlängerung. Noch { $left }.
bil-ten-seconds = Zehn Sekunden.
bil-time-foul = Zeit. Foul.
bil-not-your-turn = Nicht dran: { $name } stößt.
bil-shooter = { $name } stößt.
bil-confirm = { $what }. { $result } Richtig?
bil-ask-again = { $what }? Ja oder nein.
bil-would-end-frame = Damit endet der Frame.
bil-would-end-match = Damit endet die Partie.
bil-refused = { $what }: { $why }
bil-why-frame-over = der Frame ist vorbei.
bil-why-not-in-game = gibt es in diesem Spiel nicht.
bil-why-no-choice = es gibt nichts zu wählen.
bil-why-not-an-option = keine der Möglichkeiten.
bil-why-too-many = mehr Kugeln als auf dem Tisch.
bil-why-ball-off = Die Kugel von { $name } ist nicht auf dem Tisch.
bil-why-not-on-table = Kugel { $n } ist nicht auf dem Tisch.
bil-why-not-on = { $ball } ist dran. War es ein Foul?
bil-why-colour-on = eine Farbe ist dran. War es ein Foul?
bil-why-lag-first = zuerst sagen, wer das Ausstoßen gewonnen hat.
bil-why-not-now = nicht in diesem Moment.
bil-why-match-over = die Partie ist vorbei.
bil-why-paused = das Spiel ruht. Sagen Sie weiter.
bil-why-not-paused = das Spiel ruht nicht.
bil-why-used = diese Pause ist in dieser Partie schon genommen.
bil-why-no-extension = keine Verlängerung mehr in diesem Frame.
bil-why-no-shot-clock = es gibt keine Stoßuhr. Sagen Sie Stoßuhr an.
bil-why-unknown-player = kein Spieler { $name }.
bil-why-not-pairs = das ist kein Doppel.
bil-race-to = auf { $n ->
        [one] einen Gewinnframe
       *[other] { $n } Gewinnframes
    }
bil-fixed-frames = { $n ->
        [one] ein Frame
       *[other] { $n } Frames
    }
bil-new-match = { $discipline }, { $format }: { $a } gegen { $b }. { $name } stößt an.
bil-not-understood = Nicht verstanden: { $text }.
bil-undone = Zurückgenommen: { $what }.
bil-nothing-to-undo = Nichts zurückzunehmen.
bil-nothing-to-confirm = Nichts zu bestätigen.
bil-cancelled = Verworfen. Bitte noch einmal.
bil-frame-pairing = Frame { $n }: { $a } gegen { $b }.
bil-rubber = Begegnung { $n } des Mannschaftskampfs: { $discipline }, { $a } gegen { $b }. Mannschaftsstand { $ta } zu { $tb }.
bil-team-won = Mannschaftskampf an { $name }, { $ta } zu { $tb }.
bil-resume-offer = Eine unfertige Partie ist gespeichert: { $what } Fortsetzen? Ja oder nein.
bil-model-downloading = Das Modell wird heruntergeladen; die Partie kann derweil beginnen.
bil-broken-save = Die gespeicherte Partie war nicht lesbar ({ $why }). Sie liegt jetzt unter { $path }; eine neue Partie beginnt.
bil-saved = Gespeichert: { $path }.
bil-rule-locked = Die Regeln lassen sich nur vor dem ersten Stoß des Matches ändern; gespielte Frames bleiben, wie sie gewertet sind.
bil-setting = { $key } = { $value } ({ $item }: { $meaning })
bil-p-title = Spielprotokoll
bil-p-competition = Wettbewerb
bil-p-discipline = Disziplin
bil-p-venue = Ort
bil-p-date = Datum
bil-p-format = Partie
bil-p-referee = Schiedsrichter
bil-p-start = Beginn
bil-p-end = Ende
bil-p-player = { $n }. { $name } | Frames (Punkte): { $scores } | gewonnene Frames: { $won }{ $winner ->
        [yes] { " | Sieger" }
       *[no] { "" }
    }
bil-p-result = Ergebnis
bil-p-unfinished = nicht beendet
bil-p-frames = Frames (Anstoß, Stand, Sieger, wie, höchste Serie, Fouls, Aufnahmen, Zeiten)
bil-p-frame = { $n }. Anstoß { $breaker } | { $score } { $winner } ({ $how }) | höchste Serie { $high } | Fouls { $fouls } | Aufnahmen { $innings } | { $times }
bil-p-points = nach Punkten
bil-p-winning-ball = Gewinnkugel
bil-p-eight-loss = die Acht
bil-p-conceded = aufgegeben
bil-p-sanctions = Strafen (§3 п.15)
bil-p-remark = Ermahnung
bil-p-warning = Verwarnung
bil-p-forfeit-frame = Frame verloren erklärt
bil-p-forfeit-match = Partie verloren erklärt
bil-p-removal = ausgeschlossen
bil-p-breaks = Pausen (§3 п.17)
bil-p-five = fünf Minuten Pause
bil-p-one = eine Minute Auszeit
bil-p-medical = medizinische Pause
bil-p-protest = Protest
bil-p-protests = Proteste (§3 п.16)
bil-p-settings = Einstellungen für die Lücken der Regeln
bil-p-signature = Unterschrift { $name }: ______________________
bil-p-referee-signature = Schiedsrichter: ______________________
bil-p-team-title = Protokoll des Mannschaftskampfs
bil-p-team-score = Mannschaftsstand: { $a } { $sa }, { $b } { $sb }
bil-key-type = Befehl tippen
bil-key-yes-no = ja oder nein zur Wiederholung
bil-key-no-score = kein Punkt
bil-key-undo = rückgängig
bil-key-score = Spielstand
bil-key-turn = wer ist dran
bil-key-statistics = die Statistik der Spieler; mit Umschalt die des Frames, M die der Mannschaften
bil-key-recent = die letzten drei Einträge (Eintrag zwei ändern, Eintrag zwei streichen mit Worten)
bil-key-repeat = wiederholen
bil-key-help = die Tasten
bil-key-silence = Stille
bil-key-quit = beenden
bil-ui-frames = Frames { $n }
bil-ui-at-table = ▶ am Tisch
bil-ui-fouls = Fouls in Folge: { $n }
bil-ui-solids = Volle: noch { $n }
bil-ui-stripes = Halbe: noch { $n }
bil-ui-frame = Frame { $n }
bil-ui-reds = Rote: { $n }
bil-ui-on-table = Auf dem Tisch: { $balls }
bil-ui-points-on-table = Punkte auf dem Tisch: { $n }
bil-ui-balls-on-table = Kugeln auf dem Tisch: { $n }
bil-ui-shot-clock = Stoßuhr: { $n } s
bil-ui-suspended = Das Spiel ruht
bil-ui-heard = Gehört: { $text }
bil-ui-type-hint = T: Befehl tippen (zwei Kugeln, Foul, rückgängig …)
bil-ui-proposal = { $what }? Y / N
bil-safety-foul = { $name }: zweiter Sicherheitsstoß. Foul.
bil-key-settings = die Einstellungen für die Lücken der Regeln (set SCHLÜSSEL WERT ändert)
bil-key-spectators = die Anzeige für die Zuschauer, bildschirmfüllend
bil-confirm-new-match = { $what }? Die laufende Partie wird im Archiv aufbewahrt. Richtig?
bil-choose-hint = Eine andere Disziplin: sagen Sie neue Partie, die Disziplin und auf wie viele Gewinnframes, zum Beispiel: neue Partie Snooker auf vier Gewinnframes.
bil-default-player = Spieler { $n }
bil-no-window = Das Fenster lässt sich nicht öffnen ({ $why }). Ansage läuft in der Konsole weiter.
bil-wait-manual = „wait“ geht nur mit --manual-time; sonst vergeht die Zeit von selbst.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs).
bil-keyname-type = T
bil-keyname-yes-no = J / N
bil-keyname-no-score = Leertaste
bil-keyname-undo = U
bil-keyname-score = S
bil-keyname-turn = W
bil-keyname-statistics = I, Umschalt+I, M
bil-keyname-recent = E
bil-keyname-repeat = R
bil-keyname-help = F1
bil-keyname-settings = F2
bil-keyname-spectators = F4
bil-keyname-silence = Esc
bil-keyname-quit = Strg+Q
bil-closing-saved = Ansage wird beendet. Der Spielstand ist gespeichert und wird beim nächsten Start angeboten.
bil-still-open = Noch offen: { $question } Ja oder nein.
bil-stats-frame = Frame { $n }:
bil-stats-nothing-yet = Es ist noch nichts gespielt.
bil-stats-not-team = Das ist kein Mannschaftskampf.
bil-stats-head = Statistik { $name }:
bil-stats-average = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } in { $innings ->
        [one] { $innings } Aufnahme
       *[other] { $innings } Aufnahmen
    }, Generaldurchschnitt { $avg }.
bil-stats-high = Höchstserie { $n }.
bil-stats-breaks = Höchstes Break { $high }; Breaks ab 50: { $fifties }, ab 100: { $centuries }.
bil-stats-fouls-none = Keine Fouls.
bil-stats-fouls = { $n ->
        [one] Ein Foul
       *[other] { $n } Fouls
    }{ $kinds }.
bil-stats-time = Am Tisch { $min ->
        [one] { $min } Minute
       *[other] { $min } Minuten
    }.
bil-foul-class-plain = einfach
bil-foul-class-cue-ball = Spielball
bil-foul-class-intentional = absichtlich
bil-foul-class-miss = Miss
bil-foul-class-time = Zeit
bil-foul-class-bad-break = falscher Anstoß
bil-foul-class-other = andere
bil-p-stats = Statistik (Punkte, Aufnahmen, Generaldurchschnitt, Höchstserie, Breaks ab 50 und 100, Fouls, Zeit am Tisch)
bil-recent-none = Noch nichts eingetragen.
bil-recent = Letzte Einträge: { $list }.
bil-no-entry = Es gibt keinen Eintrag { $n }.
bil-change-what = Eintrag { $n }, { $what }: was stattdessen?
bil-confirm-change = Eintrag { $n }: { $new } statt { $old }. { $score } Richtig?
bil-confirm-strike = Eintrag { $n } streichen, { $old }. { $score } Richtig?
bil-entry-becomes = Eintrag { $n }: { $what }
bil-strike-entry = Eintrag { $n } streichen
bil-entry-changed = Eintrag { $n } korrigiert.
bil-entry-struck = Eintrag { $n } gestrichen.
bil-amend-later = Geht nicht: Eintrag { $n }, { $what }, wäre danach nicht mehr möglich. Nichts geändert.
bil-spectators-title = Ansage – Anzeige für die Zuschauer
bil-spectators-opened = Die Anzeige für die Zuschauer ist offen, bildschirmfüllend: auf den Bildschirm im Saal schieben. F4 schließt sie.
bil-spectators-closed = Die Anzeige für die Zuschauer ist geschlossen.
