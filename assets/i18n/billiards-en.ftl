# Ansage billiards messages, English (billiards.md §6; §3 п.10).
bil-d-free-pyramid = Free pyramid
bil-d-combined-pyramid = Combined pyramid
bil-d-dynamic-pyramid = Dynamic pyramid
bil-d-russian-pyramid = Russian pyramid
bil-d-pool-8 = Eight-ball
bil-d-pool-9 = Nine-ball
bil-d-pool-10 = Ten-ball
bil-d-pool-14-1 = Straight pool, fourteen plus one
bil-d-snooker-1 = Snooker with one red
bil-d-snooker-6 = Six-red snooker
bil-d-snooker-15 = Snooker
bil-d-carom-3-cushion = Three-cushion carom
bil-score = Score: { $a } { $sa }, { $b } { $sb }.
bil-rack = Rack in play.
bil-frames = Frames: { $a } { $fa }, { $b } { $fb }.
bil-run = Break { $n }.
bil-turn = { $name } to play.
bil-ball-on = Ball on: { $ball }.
bil-colour-on = Ball on: a colour.
bil-lowest = Lowest ball { $n }.
bil-remaining = { $n ->
        [one] One point
       *[other] { $n } points
    } remaining.
bil-snookers = { $name } needs snookers: { $n }.
bil-where-house = from the house
bil-where-anywhere = from anywhere
bil-where-d = from the D
bil-opt-play = play
bil-opt-put-back = put him back
bil-opt-rebreak-self = break again yourself
bil-opt-rebreak-other = make him break again
bil-opt-take-ball = take a ball
bil-opt-in-hand = ball in hand
bil-opt-replace = replace
bil-opt-from-d = from the D
bil-opt-spot-eight = spot the eight
bil-or = or
bil-choice = { $name }: { $options }?
bil-seventh = { $name }: seventh ball.
bil-penalty-ball = { $name } takes a penalty ball.
bil-premium = Premium shot { $where }.
bil-penalty-shot = { $name }: penalty shot { $where }.
bil-in-hand = { $name }: ball in hand { $where }.
bil-fouls-one = { $name }: one foul.
bil-fouls-warning = { $name }: second foul in a row. Warning: a third loses the frame.
bil-fouls-straight-two = { $name }: two fouls. A third costs { $pen } and a re-rack.
bil-fouls-third = { $name }: third foul in a row.
bil-rerack = Re-rack.
bil-groups-solids = { $name } has the solids.
bil-groups-stripes = { $name } has the stripes.
bil-left-solids = { $name } has the solids, { $n } left.
bil-left-stripes = { $name } has the stripes, { $n } left.
bil-table-open = Open table: the groups are not decided yet.
bil-respotted = Re-spotted: { $balls }.
bil-last-ball = Last ball, ten more to { $name }.
bil-sudden-death = Seventy all. The last ball goes back on the spot; a lag decides who plays; the next pot wins, a foul loses.
bil-respotted-black = Level. The black is re-spotted; a lag decides who plays.
bil-free-ball = Free ball.
bil-seventy-cannons = Seventy cannons!
bil-ten-hazards = Ten hazards!
bil-cross-baulk = Eighty. The baulk line must be crossed.
bil-baulk-crossed = Baulk line crossed.
bil-baulk-not-crossed = Past ninety-nine without crossing the baulk line: foul.
bil-red-centre = Red to the centre spot.
bil-no-safety = { $name }: no safety on the next shot.
bil-loss-eight-on-foul = the eight on a foul
bil-loss-eight-with-last = the eight with the last ball of the group
bil-loss-eight-off-table = the eight off the table
bil-loss-eight-wrong-pocket = the eight in an uncalled pocket
bil-loss-eight-early = the eight before the group was cleared
bil-loss-three-fouls = three fouls in a row
bil-lost = { $name } loses the frame: { $why }.
bil-eight-on-break = The eight on the break.
bil-stalemate = Stalemate. Re-rack; the same player breaks.
bil-frame-won = Frame to { $name }, { $sa } to { $sb }.
bil-frame-conceded = Frame conceded, to { $name }.
bil-match-won = Match to { $name }, { $fa } to { $fb }.
bil-match-technical = Match to { $name } by technical defeat.
bil-match-sanction = Match to { $name }: the opponent is declared to have lost.
bil-drawn = Match drawn, { $fa } to { $fb }.
bil-next-frame = Frame { $n }. { $name } breaks.
bil-deciding = Deciding frame.
bil-sanction-remark = Remark to { $name }.
bil-sanction-warning = Warning to { $name }.
bil-sanction-frame = { $name } loses the frame.
bil-sanction-match = { $name } loses the match.
bil-sanction-removal = { $name } is removed from the competition.
bil-pause-five = { $name }: five-minute break.
bil-pause-one = { $name }: one-minute time-out.
bil-pause-medical = { $name }: medical break, fifteen minutes at most.
bil-pause-protest = Protest by { $name }. Play is suspended.
bil-resumed = Play resumes.
bil-shot-clock-on = Shot clock on: { $n ->
        [one] one second
       *[other] { $n } seconds
    } a shot.
bil-shot-clock-off = Shot clock off.
bil-extension = { $name }: extension. { $left } left.
bil-ten-seconds = Ten seconds.
bil-time-foul = Time. Foul.
bil-not-your-turn = Not your turn: { $name } shoots.
bil-shooter = { $name } shoots.
bil-confirm = { $what }. { $result } Right?
bil-ask-again = { $what }? Yes or no.
bil-would-end-frame = That ends the frame.
bil-would-end-match = That ends the match.
bil-refused = { $what }: { $why }
bil-why-frame-over = the frame is over.
bil-why-not-in-game = not in this game.
bil-why-no-choice = there is no choice to make.
bil-why-not-an-option = not one of the options.
bil-why-too-many = more balls than are on the table.
bil-why-ball-off = { $name }'s ball is not on the table.
bil-why-not-on-table = ball { $n } is not on the table.
bil-why-not-on = the { $ball } is on. Was it a foul?
bil-why-colour-on = a colour is on. Was it a foul?
bil-why-lag-first = first say who won the lag.
bil-why-not-now = not at this moment.
bil-why-match-over = the match is over.
bil-why-paused = play is suspended. Say resume.
bil-why-not-paused = play is not suspended.
bil-why-used = that break was taken already in this match.
bil-why-no-extension = no extension left in this frame.
bil-why-no-shot-clock = there is no shot clock. Say shot clock on.
bil-why-unknown-player = no player { $name }.
bil-why-not-pairs = this is not a pairs match.
bil-race-to = race to { $n }
bil-fixed-frames = { $n ->
        [one] one frame
       *[other] { $n } frames
    }
bil-new-match = { $discipline }, { $format }: { $a } against { $b }. { $name } breaks.
bil-not-understood = Not understood: { $text }.
bil-undone = Undone: { $what }.
bil-nothing-to-undo = Nothing to undo.
bil-nothing-to-confirm = Nothing to confirm.
bil-cancelled = Cancelled. Say it again.
bil-frame-pairing = Frame { $n }: { $a } against { $b }.
bil-rubber = Match { $n } of the team match: { $discipline }, { $a } against { $b }. Team score { $ta } to { $tb }.
bil-team-won = Team match to { $name }, { $ta } to { $tb }.
bil-resume-offer = An unfinished match is saved: { $what } Resume it? Say yes or no.
bil-model-downloading = Downloading the model; the match can start meanwhile.
bil-broken-save = The saved match could not be read ({ $why }). It was kept as { $path }; a new match starts.
bil-saved = Saved: { $path }.
bil-rule-locked = Rules can be changed only before the first shot of the match; frames played stay as they were scored.
bil-setting = { $key } = { $value } ({ $item }: { $meaning })
bil-p-title = Match protocol
bil-p-competition = Competition
bil-p-discipline = Discipline
bil-p-venue = Venue
bil-p-date = Date
bil-p-format = Match
bil-p-referee = Referee
bil-p-start = Start
bil-p-end = End
bil-p-player = { $n }. { $name } | frame scores: { $scores } | frames won: { $won }{ $winner ->
        [yes] { " | winner" }
       *[no] { "" }
    }
bil-p-result = Result
bil-p-unfinished = not finished
bil-p-frames = Frames (breaker, score, winner, how, high run, fouls, innings, times)
bil-p-frame = { $n }. breaker { $breaker } | { $score } { $winner } ({ $how }) | high run { $high } | fouls { $fouls } | innings { $innings } | { $times }
bil-p-points = on points
bil-p-winning-ball = winning ball
bil-p-eight-loss = the eight
bil-p-conceded = conceded
bil-p-sanctions = Sanctions (§3 п.15)
bil-p-remark = remark
bil-p-warning = warning
bil-p-forfeit-frame = frame declared lost
bil-p-forfeit-match = match declared lost
bil-p-removal = removed
bil-p-breaks = Breaks (§3 п.17)
bil-p-five = five-minute break
bil-p-one = one-minute time-out
bil-p-medical = medical break
bil-p-protest = protest
bil-p-protests = Protests (§3 п.16)
bil-p-settings = Settings for the rules' gaps
bil-p-signature = Signature { $name }: ______________________
bil-p-referee-signature = Referee: ______________________
bil-p-team-title = Team match protocol
bil-p-team-score = Team score: { $a } { $sa }, { $b } { $sb }
bil-key-type = type a command
bil-key-yes-no = yes or no to the read-back
bil-key-no-score = no score
bil-key-undo = undo
bil-key-score = score
bil-key-turn = whose turn
bil-key-statistics = the players' statistics; with Shift the frame's, M the teams'
bil-key-recent = the last three entries (change entry 2, strike entry 2 by words)
bil-key-repeat = repeat
bil-key-help = the keys
bil-key-silence = silence
bil-key-quit = quit
bil-ui-frames = Frames { $n }
bil-ui-at-table = ▶ at the table
bil-ui-fouls = Fouls in a row: { $n }
bil-ui-solids = Solids: { $n } left
bil-ui-stripes = Stripes: { $n } left
bil-ui-frame = frame { $n }
bil-ui-reds = Reds: { $n }
bil-ui-on-table = On the table: { $balls }
bil-ui-points-on-table = Points on the table: { $n }
bil-ui-balls-on-table = Balls on the table: { $n }
bil-ui-shot-clock = Shot clock: { $n } s
bil-ui-suspended = Play suspended
bil-ui-heard = Heard: { $text }
bil-ui-type-hint = T: type a command (two balls, foul, undo …)
bil-ui-proposal = { $what }? Y / N
bil-safety-foul = { $name }: a second safety. Foul.
bil-key-settings = the settings for the rules' gaps (set KEY VALUE to change)
bil-key-spectators = the spectators' scoreboard, full screen
bil-confirm-new-match = { $what }? The match being played is kept in the archive. Right?
bil-choose-hint = Another discipline: say new match, the discipline, race to a number; for example: new match snooker race to four.
bil-default-player = Player { $n }
bil-no-window = The window cannot open ({ $why }). Ansage goes on in the console.
bil-wait-manual = "wait" works only with --manual-time; otherwise time passes by itself.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs).
bil-keyname-type = T
bil-keyname-yes-no = Y / N
bil-keyname-no-score = Space
bil-keyname-undo = U
bil-keyname-score = S
bil-keyname-turn = W
bil-keyname-statistics = I, Shift+I, M
bil-keyname-recent = E
bil-keyname-repeat = R
bil-keyname-help = F1
bil-keyname-settings = F2
bil-keyname-spectators = F4
bil-keyname-silence = Esc
bil-keyname-quit = Ctrl+Q
bil-closing-saved = Ansage is closing. The score is saved and will be offered at the next start.
bil-still-open = Still open: { $question } Yes or no.
bil-stats-frame = Frame { $n }:
bil-stats-nothing-yet = Nothing has been played yet.
bil-stats-not-team = This is not a team match.
bil-stats-head = Statistics, { $name }:
bil-stats-average = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } in { $innings ->
        [one] { $innings } inning
       *[other] { $innings } innings
    }, average { $avg }.
bil-stats-high = High run { $n }.
bil-stats-breaks = Highest break { $high }; breaks of 50 or more: { $fifties }, of 100 or more: { $centuries }.
bil-stats-fouls-none = No fouls.
bil-stats-fouls = { $n ->
        [one] One foul
       *[other] { $n } fouls
    }{ $kinds }.
bil-stats-time = At the table { $min ->
        [one] { $min } minute
       *[other] { $min } minutes
    }.
bil-foul-class-plain = plain
bil-foul-class-cue-ball = cue ball
bil-foul-class-intentional = intentional
bil-foul-class-miss = miss
bil-foul-class-time = time
bil-foul-class-bad-break = bad break
bil-foul-class-other = other
bil-p-stats = Statistics (points, innings, average, high run, breaks of 50 and 100, fouls, time at the table)
bil-recent-none = Nothing entered yet.
bil-recent = Last entries: { $list }.
bil-no-entry = There is no entry { $n }.
bil-change-what = Entry { $n }, { $what }: what instead?
bil-confirm-change = Entry { $n }: { $new } instead of { $old }. { $score } Right?
bil-confirm-strike = Strike entry { $n }, { $old }. { $score } Right?
bil-entry-becomes = Entry { $n }: { $what }
bil-strike-entry = Strike entry { $n }
bil-entry-changed = Entry { $n } corrected.
bil-entry-struck = Entry { $n } struck out.
bil-amend-later = Not possible: entry { $n }, { $what }, could not stand after it. Nothing changed.
bil-spectators-title = Ansage – scoreboard for the spectators
bil-spectators-opened = The spectators' scoreboard is open, full screen: move it to the hall's screen. F4 closes it.
bil-spectators-closed = The spectators' scoreboard is closed.
