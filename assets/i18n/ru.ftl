# Ansage's sentences in Russian. Arguments come prepared: colours ($color, capitalized
# $Color, genitive $color_gen), numbers as words ($n, $N), squares and moves in the
# announcement style, piece names in the needed case ($piece, genitive $piece_gen) with their
# grammatical gender ($gender: m or f).

read-back = { $words }?
played = { $words }.
not-understood = Не понял. Повторите, пожалуйста.
illegal = Невозможно: { $reason }.
or = или
choice = { $items }?
promotion-question = Превращение в?
cancelled = Ход отменён. Скажите ход.
nothing-to-confirm = Нет хода для подтверждения.
nothing-to-cancel = Нечего отменять.
game-is-over = Партия окончена.
draw-offered = { $Color } предлагают ничью.
draw-offer-with-move = Предложение ничьей с этим ходом.
draw-declined = Ничья отклонена.
no-draw-offer = Предложения ничьей нет.
offer-not-after-own-move = Ничью предлагают после своего хода.
claim-rejected-repetition = Требование отклонено: нет троекратного повторения.
claim-rejected-fifty = Требование отклонено: ещё нет пятидесяти ходов без взятий и ходов пешек.
claim-what = Что вы заявляете: повторение или пятьдесят ходов?
move-number = Ход { $n }, ходят { $color }.
whose-move = Ходят { $color }.
no-moves-yet = Ходов ещё не было.
none = нет
empty = { $what }: пусто.
illegal-entered = Невозможный ход { $color_gen }, номер { $n }. Восстановлена позиция до него.
two-minutes = { $Opp } получают две минуты.
illegal-claimable = Записан невозможный ход. { $Opp } могут заявить до своего хода.
illegal-claim-lapsed = Заявления нет. Партия продолжается с позиции до невозможного хода.
back-to = Возврат к ходу { $n }, ходят { $color }.
no-such-move = Хода { $n } нет.
sealed = Ход записан и запечатан. Партия отложена.
adjourned = Партия отложена. Чтобы продолжить, скажите: продолжить.
not-adjourned = Партия не отложена.
resumed = Партия возобновлена. Записанный ход: { $words }.
new-game = Новая партия. Ходят { $color }.
no-clock = В этой партии часы не идут.
help = Скажите ход, например конь эф три, затем да или нет. Вопросы: время, чей ход, номер хода, последний ход, все ходы, где кони, фигуры белые, что на е четыре, вертикаль е, горизонталь четыре. Ничья, принимаю, отклоняю, сдаюсь, требую повторение, требую пятьдесят ходов, требую цейтнот, назад к ходу двенадцать, откладываю, продолжить, повтори, стоп.
too-long = Слишком много слов. Скажите только ход.
resume-offer = Найдена сохранённая партия: ход { $n }, ходят { $color }. Продолжить? Да или нет.
save-unreadable = Сохранённую партию нельзя прочитать ({ $problem }). Файл сохранён без изменений: { $kept }. Новая партия.
config-unreadable = Настройки нельзя прочитать ({ $problem }). Файл сохранён без изменений: { $kept }. Действуют значения по умолчанию.
save-failed = Не удалось сохранить: { $problem }.
confirm-resign = { $Color } сдаются? Да или нет.
confirm-new-game = Начать новую партию? Текущая партия закончится. Да или нет.
action-cancelled = Отменено. Партия продолжается.
time = Белые: { $white }, чёрные: { $black }.
clock-stopped-note = Часы остановлены.
moves-to-control = До контроля { $moves }.
clock-reading = { $Color }: { $time }.
no-recording-needed = { $Color } могут больше не записывать ходы.
flag = Партия! У { $color_gen } упал флажок.
both-flags = Упали оба флажка. Партия продолжается; судья устанавливает часы.
move-counter = Счётчик ходов, { $color }: { $n }.
clock-paused = Часы остановлены.
clock-running = Часы идут.
clock-not-paused = Часы не остановлены.
quickplay-claimed = { $Color } требуют ничью по статье 10.2. Часы остановлены; решает судья.
quickplay-not-now = Заявление по 10.2 возможно, только если в последнем периоде осталось меньше двух минут.
quickplay-deferred = Решение отложено. { $Color } получают две минуты.
quickplay-rejected = Заявление отклонено. { $Color } получают две минуты.
no-quickplay-claim = Заявления по 10.2 нет.
heard = Услышано: { $text }.
microphone-ready = Микрофон готов: { $name }.
no-microphone = Нет микрофона ({ $why }). Партия продолжается с клавиатуры; микрофон ищется снова.
no-recognizer = Распознавание речи недоступно ({ $why }). Партия продолжается с клавиатуры.
listening-on = Слушаю.
listening-off = Не слушаю.
touched = Тронута фигура: { $piece } на { $square }.
no-speech = Нет речевого вывода ({ $why }). Сообщения только печатаются.
unheard = Эти слова распознавание не слышит: { $list }.
unheard-instead = { $word } (вместо этого: { $instead })

reason-game-over = партия окончена
place-file = вертикали { $file }
place-rank = горизонтали { $rank }
no-piece-on = нет { $piece_gen } на { $place }
no-piece = у вас нет { $piece_gen }
no-piece-at = на { $place } нет вашей фигуры
cannot-reach-from = { $piece } с { $from } не может пойти на { $to }
cannot-reach = { $gender ->
        [f] ни одна
       *[m] ни один
    } { $piece } не может пойти на { $to }
own-piece = на { $to } стоит { $gender ->
        [f] ваша
       *[m] ваш
    } { $piece }
nothing-to-capture = на { $to } нечего бить
wrong-capture = на { $to } нет { $piece_gen }
king-in-check = ваш король оказался бы под шахом
bad-promotion = это не превращение
castle = рокировка невозможна, { $why }
castle-king-moved = король уже ходил
castle-rook-moved = ладья уже ходила
castle-in-check = король под шахом
castle-blocked = между королём и ладьёй стоят фигуры
castle-through-check = король прошёл бы через битое поле

result = { $reason }. { $outcome }.
end-checkmate = Мат
end-stalemate = Пат
end-dead-position = Мат невозможен
end-agreement = Ничья по соглашению
end-resignation = { $Loser } сдаются
end-quickplay = Ничья по заявлению в цейтноте
end-repetition = Троекратное повторение позиции
end-fifty = Правило пятидесяти ходов
end-illegal = Невозможный ход
end-flag = Партия
end-sealed-illegal = Записанный ход недействителен
outcome-white = Победа белых, один ноль
outcome-black = Победа чёрных, ноль один
outcome-draw = Ничья, по пол-очка

# The console's own lines.
note-saved = Сохранено: { $path }
note-loaded = Партия загружена, { $n } полуходов.
note-error = Ошибка: { $error }. Ничего не изменено.
note-set = { $key } = { $value }
note-bad-setting = Неизвестная настройка: { $setting }. См. help.
envelope-title = Конверт с записанным ходом (приложение A2)
envelope-white = Белые
envelope-black = Чёрные
envelope-event = Соревнование
envelope-round = Тур
envelope-sealed-by = Ход записал
envelope-move = Ход
envelope-offer = Предложение ничьей
envelope-resumption = Доигрывание
yes = да
no = нет

opponent-move = Ансаге ходит: { $words }. Сделайте этот ход на доске.
hint = Подсказка: { $words }.
no-hints-tournament = Турнирный режим: подсказок нет.
no-engine = Без движка подсказок нет.
tournament-mode = Турнирный режим: ни движка, ни подсказок, ни анализа.
engine-failed = Движок не отвечает ({ $why }). Партия продолжается без него.
