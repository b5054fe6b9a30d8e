# Сообщения бильярда Ansage, русский (billiards.md §6; §3 п.10).
bil-d-free-pyramid = Свободная пирамида
bil-d-combined-pyramid = Комбинированная пирамида
bil-d-dynamic-pyramid = Динамичная пирамида
bil-d-russian-pyramid = Русская пирамида
bil-d-pool-8 = Восьмёрка
bil-d-pool-9 = Девятка
bil-d-pool-10 = Десятка
bil-d-pool-14-1 = Четырнадцать плюс один
bil-d-snooker-1 = Снукер, один красный
bil-d-snooker-6 = Снукер, шесть красных
bil-d-snooker-15 = Снукер, пятнадцать красных
bil-d-carom-3-cushion = Карамболь, три борта
bil-score = Счёт: { $a } { $sa }, { $b } { $sb }.
bil-rack = Партия продолжается.
bil-frames = По партиям: { $a } { $fa }, { $b } { $fb }.
bil-run = Серия { $n }.
bil-turn = Бьёт { $name }.
bil-ball-on = Очередной шар: { $ball }.
bil-colour-on = Очередной шар: цветной.
bil-lowest = Младший шар { $n }.
bil-remaining = На столе { $n } { $n ->
        [one] очко
        [few] очка
       *[many] очков
    }.
bil-snookers = { $name }: нужно снукеров: { $n }.
bil-where-house = с руки из дома
bil-where-anywhere = с руки с любого места
bil-where-d = из сектора
bil-opt-play = играю
bil-opt-put-back = играй
bil-opt-rebreak-self = перебиваю
bil-opt-rebreak-other = перебивай
bil-opt-take-ball = снимаю шар
bil-opt-in-hand = с руки
bil-opt-replace = повтор
bil-opt-from-d = из сектора
bil-opt-spot-eight = выставить восьмёрку
bil-or = или
bil-choice = { $name }: { $options }?
bil-seventh = { $name }: седьмой шар.
bil-penalty-ball = { $name } снимает штрафной шар.
bil-premium = Премиальный удар { $where }.
bil-penalty-shot = { $name }: штрафной удар { $where }.
bil-in-hand = { $name }: шар { $where }.
bil-fouls-one = { $name }: один фол.
bil-fouls-warning = { $name }: второй фол подряд. Предупреждение: третий — поражение в партии.
bil-fouls-straight-two = { $name }: два фола подряд. Третий — минус { $pen } и перестановка.
bil-fouls-third = { $name }: третий фол подряд.
bil-rerack = Перестановка.
bil-groups-solids = У { $name } сплошные.
bil-groups-stripes = У { $name } полосатые.
bil-left-solids = У { $name } сплошные, { $n ->
        [one] остался { $n } шар
        [few] осталось { $n } шара
       *[many] осталось { $n } шаров
    }.
bil-left-stripes = У { $name } полосатые, { $n ->
        [one] остался { $n } шар
        [few] осталось { $n } шара
       *[many] осталось { $n } шаров
    }.
bil-table-open = Стол открыт: группы ещё не определены.
bil-respotted = Выставляется: { $balls }.
bil-last-ball = Последний шар, { $name } плюс десять.
bil-sudden-death = Семьдесят на семьдесят. Последний шар выставляется, розыгрыш решает, кто бьёт; забитый шар выигрывает, штраф проигрывает.
bil-respotted-black = Ничья. Чёрный выставляется, розыгрыш решает, кто бьёт.
bil-free-ball = Свободный шар.
bil-seventy-cannons = Семьдесят карамболей!
bil-ten-hazards = Десять сыгрываний!
bil-cross-baulk = Восемьдесят. Пересечь линию дома.
bil-baulk-crossed = Линия дома пересечена.
bil-baulk-not-crossed = Больше девяноста девяти, а линия дома не пересечена: штраф.
bil-red-centre = Красный на центральную отметку.
bil-no-safety = { $name }: следующий удар не может быть отыгрышем.
bil-loss-eight-on-foul = восьмёрка забита с фолом
bil-loss-eight-with-last = восьмёрка вместе с последним шаром группы
bil-loss-eight-off-table = восьмёрка за бортом
bil-loss-eight-wrong-pocket = восьмёрка не в заказанную лузу
bil-loss-eight-early = восьмёрка раньше своей группы
bil-loss-three-fouls = три фола подряд
bil-lost = { $name } проигрывает партию: { $why }.
bil-eight-on-break = Восьмёрка забита на разбое.
bil-stalemate = Пат. Перестановка, разбивает тот же игрок.
bil-frame-won = Партия — { $name }, { $sa } : { $sb }.
bil-frame-conceded = Партия сдана, выиграл { $name }.
bil-match-won = Встреча — { $name }, { $fa } : { $fb }.
bil-match-technical = Встреча — { $name }, техническое поражение соперника.
bil-match-sanction = Встреча — { $name }: сопернику засчитано поражение.
bil-drawn = Встреча вничью, { $fa } : { $fb }.
bil-next-frame = Партия { $n }. Разбивает { $name }.
bil-deciding = Контровая партия.
bil-sanction-remark = Замечание: { $name }.
bil-sanction-warning = Предупреждение: { $name }.
bil-sanction-frame = { $name }: поражение в партии.
bil-sanction-match = { $name }: поражение во встрече.
bil-sanction-removal = { $name } отстранён от соревнований.
bil-pause-five = { $name }: перерыв пять минут.
bil-pause-one = { $name }: перерыв одна минута.
bil-pause-medical = { $name }: медицинский перерыв, не более пятнадцати минут.
bil-pause-protest = Протест: { $name }. Игра остановлена.
bil-resumed = Продолжаем.
bil-shot-clock-on = Время: { $n } { $n ->
        [one] секунда
        [few] секунды
       *[many] секунд
    } на удар.
bil-shot-clock-off = Время снято.
bil-extension = { $name }: продление. Осталось { $left }.
bil-ten-seconds = Десять секунд.
bil-time-foul = Время. Штраф.
bil-not-your-turn = Не ваша очередь, бьёт { $name }.
bil-shooter = Бьёт { $name }.
bil-confirm = { $what }. { $result } Верно?
bil-ask-again = { $what }? Да или нет.
bil-would-end-frame = Партия окончена.
bil-would-end-match = Встреча окончена.
bil-refused = { $what }: { $why }
bil-why-frame-over = партия окончена.
bil-why-not-in-game = в этой игре так не бывает.
bil-why-no-choice = выбирать нечего.
bil-why-not-an-option = такого выбора нет.
bil-why-too-many = на столе меньше шаров.
bil-why-ball-off = шара игрока { $name } нет на столе.
bil-why-not-on-table = шара { $n } нет на столе.
bil-why-not-on = очередной шар: { $ball }. Это был штраф?
bil-why-colour-on = очередной шар: цветной. Это был штраф?
bil-why-lag-first = сначала скажите, кто выиграл розыгрыш.
bil-why-not-now = не сейчас.
bil-why-match-over = встреча окончена.
bil-why-paused = игра остановлена. Скажите «продолжаем».
bil-why-not-paused = игра не остановлена.
bil-why-used = этот перерыв уже взят во встрече.
bil-why-no-extension = продлений в этой партии больше нет.
bil-why-no-shot-clock = время не введено. Скажите «время».
bil-why-unknown-player = нет игрока { $name }.
bil-why-not-pairs = это не парная игра.
bil-race-to = до { $n } { $n ->
        [one] победы
       *[other] побед
    }
bil-fixed-frames = { $n } { $n ->
        [one] партия
        [few] партии
       *[many] партий
    }
bil-new-match = { $discipline }, { $format }: { $a } против { $b }. Разбивает { $name }.
bil-not-understood = Не понял: { $text }.
bil-undone = Отменено: { $what }.
bil-nothing-to-undo = Отменять нечего.
bil-nothing-to-confirm = Подтверждать нечего.
bil-cancelled = Отменено. Повторите.
bil-frame-pairing = Партия { $n }: { $a } против { $b }.
bil-rubber = Встреча { $n } командного матча: { $discipline }, { $a } против { $b }. Командный счёт { $ta } : { $tb }.
bil-team-won = Командный матч — { $name }, { $ta } : { $tb }.
bil-resume-offer = Есть незаконченная встреча: { $what } Продолжить? Скажите да или нет.
bil-model-downloading = Модель загружается; встречу можно начинать.
bil-broken-save = Сохранённую встречу прочитать не удалось ({ $why }). Файл сохранён как { $path }; начинается новая встреча.
bil-saved = Сохранено: { $path }.
bil-rule-locked = Правила можно изменить только до первого удара матча; сыгранные партии остаются с прежним счётом.
bil-setting = { $key } = { $value } ({ $item }: { $meaning })
bil-p-title = Протокол встречи
bil-p-competition = Наименование соревнования
bil-p-discipline = Дисциплина
bil-p-venue = Место проведения
bil-p-date = Дата
bil-p-format = Встреча
bil-p-referee = Судья
bil-p-start = Начало встречи
bil-p-end = Окончание встречи
bil-p-player = { $n }. { $name } | счёт в партиях (по шарам): { $scores } | счёт по партиям: { $won }{ $winner ->
        [yes] { " | победитель" }
       *[no] { "" }
    }
bil-p-result = Результат
bil-p-unfinished = не окончена
bil-p-frames = Партии (разбивал, счёт, победитель, как, лучшая серия, фолы, подходы, время)
bil-p-frame = { $n }. разбивал { $breaker } | { $score } { $winner } ({ $how }) | лучшая серия { $high } | фолы { $fouls } | подходы { $innings } | { $times }
bil-p-points = по очкам
bil-p-winning-ball = решающий шар
bil-p-eight-loss = восьмёрка
bil-p-conceded = сдана
bil-p-sanctions = Взыскания (§3 п.15)
bil-p-remark = замечание
bil-p-warning = предупреждение
bil-p-forfeit-frame = поражение в партии
bil-p-forfeit-match = поражение во встрече
bil-p-removal = отстранение
bil-p-breaks = Перерывы (§3 п.17)
bil-p-five = перерыв пять минут
bil-p-one = перерыв одна минута
bil-p-medical = медицинский перерыв
bil-p-protest = протест
bil-p-protests = Протесты (§3 п.16)
bil-p-settings = Настройки для пробелов правил
bil-p-signature = Подпись { $name }: ______________________
bil-p-referee-signature = Судья: ______________________
bil-p-team-title = Протокол командной встречи
bil-p-team-score = Командный счёт: { $a } { $sa }, { $b } { $sb }
bil-key-type = набрать команду
bil-key-yes-no = да или нет на повтор события
bil-key-no-score = мимо
bil-key-undo = отмена
bil-key-score = счёт
bil-key-turn = чья очередь
bil-key-statistics = статистика игроков; с Shift — партии, M — команд
bil-key-recent = три последние записи (исправить запись два, удалить запись два — словами)
bil-key-repeat = повтори
bil-key-help = клавиши
bil-key-silence = тишина
bil-key-quit = выход
bil-ui-frames = Партии { $n }
bil-ui-at-table = ▶ у стола
bil-ui-fouls = Фолов подряд: { $n }
bil-ui-solids = Сплошные: осталось { $n }
bil-ui-stripes = Полосатые: осталось { $n }
bil-ui-frame = партия { $n }
bil-ui-reds = Красных: { $n }
bil-ui-on-table = На столе: { $balls }
bil-ui-points-on-table = Очков на столе: { $n }
bil-ui-balls-on-table = Шаров на столе: { $n }
bil-ui-shot-clock = Время удара: { $n } с
bil-ui-suspended = Игра остановлена
bil-ui-heard = Услышано: { $text }
bil-ui-type-hint = T: набрать команду (два шара, штраф, отмена …)
bil-ui-proposal = { $what }? Y / N
bil-safety-foul = { $name }: второй отыгрыш подряд. Фол.
bil-key-settings = настройки для пробелов правил (set КЛЮЧ ЗНАЧЕНИЕ, чтобы изменить)
bil-key-spectators = табло для зрителей на весь экран
bil-confirm-new-match = { $what }? Текущая встреча сохраняется в архиве. Верно?
bil-choose-hint = Другая дисциплина: скажите «новая встреча», дисциплину и до скольких побед, например: новая встреча снукер до четырёх побед.
bil-default-player = Игрок { $n }
bil-no-window = Окно не открывается ({ $why }). Работа продолжается в консоли.
bil-wait-manual = Команда «wait» работает только с --manual-time; иначе время идёт само.

# The keys' names as printed on this language's keyboards (src/gui/letter.rs).
bil-keyname-type = T
bil-keyname-yes-no = Д / Н
bil-keyname-no-score = Пробел
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
bil-closing-saved = Программа завершает работу. Счёт сохранён и будет предложен при следующем запуске.
bil-still-open = Ещё не подтверждено: { $question } Да или нет.
bil-stats-frame = Партия { $n }:
bil-stats-nothing-yet = Ещё ничего не сыграно.
bil-stats-not-team = Это не командный матч.
bil-stats-head = Статистика, { $name }:
bil-stats-average = { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } за { $innings ->
        [one] { $innings } подход
        [few] { $innings } подхода
       *[many] { $innings } подходов
    }, в среднем { $avg } за подход.
bil-stats-high = Лучшая серия { $n }.
bil-stats-breaks = Лучший брейк { $high }; брейков от 50: { $fifties }, от 100: { $centuries }.
bil-stats-fouls-none = Фолов нет.
bil-stats-fouls = Фолов: { $n }{ $kinds }.
bil-stats-time = За столом { $min ->
        [one] { $min } минуту
        [few] { $min } минуты
       *[many] { $min } минут
    }.
bil-foul-class-plain = простых
bil-foul-class-cue-ball = биток
bil-foul-class-intentional = умышленных
bil-foul-class-miss = промах
bil-foul-class-time = время
bil-foul-class-bad-break = неправильный разбой
bil-foul-class-other = другие
bil-p-stats = Статистика (очки, подходы, в среднем за подход, лучшая серия, брейки от 50 и от 100, фолы, время за столом)
bil-recent-none = Записей ещё нет.
bil-recent = Последние записи: { $list }.
bil-no-entry = Записи { $n } нет.
bil-change-what = Запись { $n }, { $what }: что вместо неё?
bil-confirm-change = Запись { $n }: { $new } вместо «{ $old }». { $score } Верно?
bil-confirm-strike = Удалить запись { $n }, { $old }. { $score } Верно?
bil-entry-becomes = Запись { $n }: { $what }
bil-strike-entry = Удалить запись { $n }
bil-entry-changed = Запись { $n } исправлена.
bil-entry-struck = Запись { $n } удалена.
bil-amend-later = Нельзя: запись { $n }, { $what }, после этого невозможна. Ничего не изменено.
bil-spectators-title = Ansage – табло для зрителей
bil-spectators-opened = Табло для зрителей открыто на весь экран: перенесите его на экран в зале. F4 закрывает его.
bil-spectators-closed = Табло для зрителей закрыто.
