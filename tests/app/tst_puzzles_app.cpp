// Game ▸ Puzzles by clicks: the shipped set loads; a puzzle is solved move by move on the
// dialog's board (each right move answered by the line's reply); a wrong click is answered by
// the engine's refutation and what it cost, Try Again restores the puzzle; the keys H, R and N
// work with the board focused; the rating rises and falls (Glicko) and survives a restart;
// and analysis mode's "Play This Out Against the Computer" starts a game from the shown position.
// The progress line agrees with the verdict; a wrong move's cost names whose answer the reply
// is and counts moves, not plies; Show Solution lists the line; a newcomer gets the shortest
// puzzles at the easy end, longer ones as the rating grows; numbers follow the locale. Every
// test of the dialog runs for both games (Bagh-Chal's set and Lambs and Tigers', played on its
// 23-point board); the Game choice puts the window's game first and each game keeps its rating.
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "board/BoardAccessible.h"
#include "board/BoardView.h"
#include "engine/games/AnyGame.h"
#include "puzzles/PlayerRating.h"
#include "puzzles/PuzzleDialog.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"

Q_DECLARE_METATYPE(bagh::games::GameKind)

using namespace bagh;
namespace games = bagh::games;
using games::GameKind;
using puzzle::GamePuzzle;

namespace {

int waitMs(int ms) { return static_cast<int>(ms * testenv::timeoutScale()); }

// "Found k of n" as the dialog words it.
QString foundText(int k, int n) {
    return PuzzleDialog::tr("Found %1 of %2").arg(QLocale().toString(k), QLocale().toString(n));
}

QPushButton* button(QWidget* dialog, const QString& text) {
    for (QPushButton* b : dialog->findChildren<QPushButton*>())
        if (b->text().remove(QLatin1Char('&')) == text) return b;
    return nullptr;
}

// The first puzzle matching `want`, or -1.
template <class Pred>
int findPuzzle(const PuzzleSession* s, Pred want) {
    for (int i = 0; i < s->count(); ++i)
        if (want(s->puzzleAt(i))) return i;
    return -1;
}

// A legal move of the puzzle's start that is not the answer.
games::Move wrongMove(const GamePuzzle& p) {
    for (games::Move m : p.start().legalMoves())
        if (m != p.line[0]) return m;
    return games::Move();
}

// The puzzle's start after `moves`.
games::Position after(const GamePuzzle& p, std::initializer_list<games::Move> moves) {
    games::Game g = p.start();
    for (games::Move m : moves) g.play(m);
    return g.current();
}

QString moveWords(const GamePuzzle& p, games::Move m) {
    return MoveListModel::moveText(p.kind(), m);
}

// The data column of the tests run for both games.
void bothGames() {
    QTest::addColumn<GameKind>("kind");
    QTest::newRow("baghchal") << GameKind::BaghChal;
    QTest::newRow("lambs") << GameKind::Lambs;
}

}  // namespace

class TestPuzzlesApp : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    void shippedSetLoads_data() { bothGames(); }
    void shippedSetLoads() {
        QFETCH(GameKind, kind);
        PuzzleSession session;
        QStringList errors;
        QVERIFY(session.setGame(kind, &errors) >= (kind == GameKind::Lambs ? 600 : 1000));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        for (int i = 0; i < session.count(); ++i) QCOMPARE(session.puzzleAt(i).kind(), kind);
    }

    // The Game choice: the window's game first, both offered; each keeps its own rating.
    void gameChoiceAndRatingPerGame_data() { bothGames(); }
    void gameChoiceAndRatingPerGame() {
        QFETCH(GameKind, kind);
        GameSession seat;
        seat.setGame(games::Game::start(kind, RepetitionRule::ThirdOccurrenceDraws));
        PuzzleDialog dialog(&seat);
        QCOMPARE(dialog.gameChoice()->count(), 2);
        QCOMPARE(static_cast<GameKind>(dialog.gameChoice()->itemData(0).toInt()), kind);
        QCOMPARE(dialog.session()->game(), kind);
        QCOMPARE(dialog.board()->kind(), kind);
        const GameKind other = kind == GameKind::Lambs ? GameKind::BaghChal : GameKind::Lambs;
        // A hint fails this game's puzzle: its rating falls, the other game's stays.
        QVERIFY(!dialog.session()->hint().isNull());
        const double fallen = dialog.session()->rating().rating;
        QVERIFY(fallen < PlayerRating::kStart);
        dialog.gameChoice()->setCurrentIndex(1);
        QCOMPARE(dialog.session()->game(), other);
        QCOMPARE(dialog.board()->kind(), other);
        QCOMPARE(dialog.session()->puzzle().kind(), other);
        QCOMPARE(dialog.session()->rating().rating, PlayerRating::kStart);
        QCOMPARE(dialog.session()->rating().attempts, 0);
        dialog.setGame(kind);
        QCOMPARE(dialog.session()->rating().rating, fallen);
        QSettings settings;
        QCOMPARE(PlayerRating::load(settings, kind).attempts, 1);
        QCOMPARE(PlayerRating::load(settings, other).attempts, 0);
    }

    // A line of several moves, solved by clicks: each right move is answered, the last one
    // solves it, and the rating goes up.
    void solveByClicks_data() { bothGames(); }
    void solveByClicks() {
        QFETCH(GameKind, kind);
        PuzzleDialog dialog;
        dialog.setGame(kind);
        dialog.board()->setAnimationsEnabled(false);
        PuzzleSession* s = dialog.session();
        s->setReplyDelay(0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int i = findPuzzle(s, [](const GamePuzzle& p) { return p.solverMoves() >= 2; });
        QVERIFY(i >= 0);
        s->start(i);
        const GamePuzzle p = s->puzzle();
        QCOMPARE(dialog.board()->kind(), kind);
        QCOMPARE(dialog.task(), PuzzleDialog::taskText(p));
        QVERIFY(dialog.task().contains(p.solver() == Side::Goats ? "Goats" : "Tigers"));
        QSignalSpy rated(s, &PuzzleSession::ratingChanged);
        const double before = s->rating().rating;
        const int n = p.solverMoves();
        for (std::size_t k = 0; k < p.line.size(); k += 2) {
            QCOMPARE(s->state(), PuzzleSession::State::Solving);
            QCOMPARE(dialog.board()->position().key(), s->position().key());
            QCOMPARE(dialog.progress(), foundText(static_cast<int>(k / 2), n));
            apptest::clickMove(dialog.board(), p.line[k]);
            if (k + 1 < p.line.size()) {
                QTRY_COMPARE_WITH_TIMEOUT(s->state(), PuzzleSession::State::Solving, waitMs(2000));
                QVERIFY(dialog.feedback().startsWith(QStringLiteral("Right")));
                QCOMPARE(dialog.progress(), foundText(static_cast<int>(k / 2) + 1, n));
            }
        }
        QCOMPARE(s->state(), PuzzleSession::State::Solved);
        QVERIFY(dialog.feedback().startsWith(QStringLiteral("Solved")));
        // The verdict and the count agree.
        QCOMPARE(dialog.progress(), foundText(n, n));
        QCOMPARE(rated.count(), 1);
        QVERIFY(s->rating().rating > before);
        QVERIFY(dialog.ratingText().contains(QStringLiteral("(+")));
        // The board takes no more moves; Next goes on to another puzzle.
        QVERIFY(dialog.board()->position().key() == s->position().key());
        QPushButton* next = button(&dialog, QStringLiteral("Next Puzzle"));
        QVERIFY(next && next->isEnabled());
        QTest::mouseClick(next, Qt::LeftButton);
        QVERIFY(s->index() != i);
        QCOMPARE(s->state(), PuzzleSession::State::Solving);
    }

    // A wrong click in a sliding-phase puzzle: the refutation is played on the board and the
    // cost named; Try Again shows the puzzle's start; the rating went down once.
    void wrongClickIsRefuted_data() { bothGames(); }
    void wrongClickIsRefuted() {
        QFETCH(GameKind, kind);
        GameSession seat;  // the window's engine seat refutes
        PuzzleDialog dialog(&seat);
        dialog.setGame(kind);
        dialog.board()->setAnimationsEnabled(false);
        PuzzleSession* s = dialog.session();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int i = findPuzzle(s, [](const GamePuzzle& p) {
            return p.phase() == puzzle::Phase::Sliding && p.goal == puzzle::Goal::Draw;
        });
        QVERIFY(i >= 0);
        s->start(i);
        const GamePuzzle p = s->puzzle();
        const games::Move wrong = wrongMove(p);
        QVERIFY(!wrong.isNull());
        const double before = s->rating().rating;
        apptest::clickMove(dialog.board(), wrong);
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), PuzzleSession::State::Failed, waitMs(10000));
        const Refutation& r = s->refutation();
        QCOMPARE(r.wrong, wrong);
        QCOMPARE(r.value, GameValue::Loss);  // a draw puzzle: every other move loses
        QVERIFY(r.proven);                   // the database (the tables) know the sliding phase
        QVERIFY(!r.reply.isNull());
        QCOMPARE(dialog.board()->position().key(), after(p, {wrong, r.reply}).key());
        const QString words = dialog.feedback();
        QVERIFY2(words.contains(QStringLiteral("loses")), qPrintable(words));
        // The reply is named as the opponent's answer, the length in the winner's moves.
        const QString them = p.solver() == Side::Goats ? "the tigers" : "the goats";
        const QString answer = QStringLiteral("%1 answer %2").arg(them, moveWords(p, r.reply));
        QVERIFY2(words.contains(answer), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("plies")), qPrintable(words));
        QVERIFY2(!words.contains(QStringLiteral("The answer")), qPrintable(words));
        if (r.plies > 0)
            QVERIFY2(words.contains(QStringLiteral("win in %1 move").arg((r.plies + 1) / 2)),
                     qPrintable(words));
        QVERIFY(s->rating().rating < before);
        // Show Solution: the start again, the line listed, its first move marked.
        QPushButton* show = button(&dialog, QStringLiteral("Show Solution"));
        QVERIFY(show && show->isEnabled());
        QTest::mouseClick(show, Qt::LeftButton);
        QCOMPARE(s->state(), PuzzleSession::State::Solving);
        QCOMPARE(dialog.board()->position().key(), p.position.key());
        QCOMPARE(dialog.board()->hint(), p.line[0]);
        for (games::Move m : p.line)
            QVERIFY2(dialog.solution().contains(moveWords(p, m)), qPrintable(dialog.solution()));
        QVERIFY(!show->isEnabled());  // while solving, only after a failed attempt
        apptest::clickMove(dialog.board(), wrong);
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), PuzzleSession::State::Failed, waitMs(10000));
        // Try Again: the start, no second change of the rating.
        QSignalSpy rated(s, &PuzzleSession::ratingChanged);
        QPushButton* retry = button(&dialog, QStringLiteral("Try Again"));
        QVERIFY(retry && retry->isEnabled());
        QTest::mouseClick(retry, Qt::LeftButton);
        QCOMPARE(s->state(), PuzzleSession::State::Solving);
        QCOMPARE(dialog.board()->position().key(), p.position.key());
        apptest::clickMove(dialog.board(), wrong);
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), PuzzleSession::State::Failed, waitMs(10000));
        QCOMPARE(rated.count(), 0);
    }

    // Without an engine seat a wrong move is judged by the puzzle's proof alone: the value it
    // gives every other move, no reply played, the board left after the wrong move.
    void wrongMoveWithoutASeat_data() { bothGames(); }
    void wrongMoveWithoutASeat() {
        QFETCH(GameKind, kind);
        PuzzleDialog dialog;
        dialog.setGame(kind);
        dialog.board()->setAnimationsEnabled(false);
        PuzzleSession* s = dialog.session();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int i = findPuzzle(s, [](const GamePuzzle& p) {
            return p.phase() == puzzle::Phase::Sliding && p.goal == puzzle::Goal::Draw;
        });
        QVERIFY(i >= 0);
        s->start(i);
        const GamePuzzle p = s->puzzle();
        const games::Move wrong = wrongMove(p);
        QVERIFY(!wrong.isNull());
        apptest::clickMove(dialog.board(), wrong);
        QTRY_COMPARE_WITH_TIMEOUT(s->state(), PuzzleSession::State::Failed, waitMs(2000));
        const Refutation& r = s->refutation();
        QCOMPARE(r.wrong, wrong);
        QCOMPARE(r.value, GameValue::Loss);
        QVERIFY(!r.proven);
        QVERIFY(r.reply.isNull());
        QCOMPARE(dialog.board()->position().key(), after(p, {wrong}).key());
        QVERIFY2(dialog.feedback().contains(QStringLiteral("loses")),
                 qPrintable(dialog.feedback()));
    }

    // The keys work while the board has the focus: H marks the move, R restarts, N moves on.
    void keys_data() { bothGames(); }
    void keys() {
        QFETCH(GameKind, kind);
        PuzzleDialog dialog;
        dialog.setGame(kind);
        dialog.board()->setAnimationsEnabled(false);
        PuzzleSession* s = dialog.session();
        s->setReplyDelay(0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.board()->setFocus();
        QTRY_VERIFY(dialog.board()->hasFocus());
        const int first = s->index();
        // The screen reader reads the puzzle's board as the window's: its game's points, each
        // named with what stands there, the keyboard cursor's point among them.
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(dialog.board());
        const QStringList names = BoardAccessible::pointNames(*dialog.board());
        QCOMPARE(names.size(), kind == GameKind::Lambs ? 23 : 25);
        QStringList read;
        for (int i = 0; i < board->childCount(); ++i)
            if (QAccessibleInterface* c = board->child(i); c && !c->object())
                read << c->text(QAccessible::Name);
        QCOMPARE(read, names);
        QTest::keyClick(dialog.board(), Qt::Key_Down);
        const int cursor = dialog.board()->cursorPoint();
        QVERIFY(cursor >= 0 && cursor < names.size());
        QVERIFY2(names[cursor].startsWith(kind == GameKind::Lambs ? QString::number(cursor)
                                                                  : QStringLiteral("")),
                 qPrintable(names[cursor]));
        const games::Move answer = s->puzzle().line[0];
        QTest::keyClick(dialog.board(), Qt::Key_H);
        QVERIFY2(dialog.feedback().contains(moveWords(s->puzzle(), answer)),
                 qPrintable(dialog.feedback()));
        QVERIFY(s->counted());  // a hint is a failed attempt
        apptest::clickMove(dialog.board(), answer);
        QVERIFY(s->position().key() != s->puzzle().position.key());
        // R restarts whether the line's reply has come yet or not.
        QTest::keyClick(dialog.board(), Qt::Key_R);
        QCOMPARE(s->position().key(), s->puzzle().position.key());
        apptest::clickMove(dialog.board(), answer);
        QTRY_VERIFY_WITH_TIMEOUT(s->state() == PuzzleSession::State::Solving ||
                                     s->state() == PuzzleSession::State::Solved,
                                 waitMs(2000));
        QTest::keyClick(dialog.board(), Qt::Key_R);
        QCOMPARE(s->position().key(), s->puzzle().position.key());
        QTest::keyClick(dialog.board(), Qt::Key_N);
        QVERIFY(s->index() != first);
    }

    // What a wrong move cost, for each length of the refutation: the opponent's answer named as
    // theirs, the length in the winner's moves (the winner moves first and last after the
    // wrong move: plies 1 and 2 are one move of theirs, 5 and 6 three).
    void costInMoves_data() {
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("moves");
        QTest::newRow("mate in one") << 1 << 1;
        QTest::newRow("two plies") << 2 << 1;
        QTest::newRow("five plies") << 5 << 3;
        QTest::newRow("six plies") << 6 << 3;
        QTest::newRow("nine plies") << 9 << 5;
    }
    void costInMoves() {
        QFETCH(int, plies);
        QFETCH(int, moves);
        PuzzleSession session;
        QVERIFY(session.loadShipped() > 0);
        const int i = findPuzzle(&session, [](const GamePuzzle& p) {
            return p.solver() == Side::Tigers && p.goal == puzzle::Goal::Draw;
        });
        QVERIFY(i >= 0);
        const GamePuzzle& p = session.puzzleAt(i);
        Refutation r;
        r.wrong = wrongMove(p);
        games::Game g = p.start();
        g.play(r.wrong);
        QVERIFY(!g.legalMoves().empty());
        r.reply = g.legalMoves()[0];
        r.value = GameValue::Loss;
        r.proven = true;
        r.plies = plies;
        const QString text = PuzzleDialog::costText(p, r);
        // "move" or "moves": the English plural comes from the translation.
        const QString expected =
            QStringLiteral("%1 loses: the goats answer %2 and win in %3 move")
                .arg(moveWords(p, r.wrong), moveWords(p, r.reply), QLocale().toString(moves));
        QVERIFY2(text.startsWith(expected), qPrintable(text));
    }

    // A newcomer (nothing in the settings) is offered one of the shortest puzzles at the easy
    // end of the set, in the dialog as it opens.
    void newcomerGetsShortEasyPuzzle_data() { bothGames(); }
    void newcomerGetsShortEasyPuzzle() {
        QFETCH(GameKind, kind);
        PuzzleDialog dialog;
        dialog.setGame(kind);
        const PuzzleSession* s = dialog.session();
        QVERIFY(s->count() > 0);
        QCOMPARE(s->rating().attempts, 0);
        int shortest = s->puzzleAt(0).solverMoves();
        for (int i = 0; i < s->count(); ++i)
            shortest = std::min(shortest, s->puzzleAt(i).solverMoves());
        int easiest = puzzle::kMaxPuzzleRating;
        for (int i = 0; i < s->count(); ++i)
            if (s->puzzleAt(i).solverMoves() == shortest)
                easiest = std::min(easiest, s->puzzleAt(i).rating);
        QCOMPARE(s->puzzle().solverMoves(), shortest);
        QVERIFY2(s->puzzle().rating <= easiest + 100,
                 qPrintable(QString::number(s->puzzle().rating)));
    }

    // The next puzzle follows the player's rating: near it, and no longer than the rating is
    // ready for; longer lines come as it grows.
    void pickFollowsRating_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<double>("rating");
        QTest::addColumn<int>("longest");
        for (const GameKind kind : {GameKind::BaghChal, GameKind::Lambs}) {
            const char* game = kind == GameKind::Lambs ? "lambs" : "baghchal";
            QTest::addRow("%s beginner", game) << kind << 800.0 << 1;
            QTest::addRow("%s 1100", game) << kind << 1100.0 << 2;
            QTest::addRow("%s 1500", game) << kind << 1500.0 << 4;
            QTest::addRow("%s 2000", game) << kind << 2000.0 << 7;
        }
    }
    void pickFollowsRating() {
        QFETCH(GameKind, kind);
        QFETCH(double, rating);
        QFETCH(int, longest);
        PlayerRating player;
        player.rating = rating;
        player.deviation = 120;
        player.attempts = 30;
        QCOMPARE(player.longestPuzzle(), longest);
        {
            QSettings settings;
            player.save(settings, kind);
        }
        PuzzleSession session;
        QVERIFY(session.setGame(kind) > 0);
        QCOMPARE(session.rating().rating, rating);
        int longer = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            session.setSeed(seed);
            const GamePuzzle& p = session.puzzleAt(session.pickNext());
            QVERIFY2(p.solverMoves() <= longest, qPrintable(QString::fromStdString(p.id)));
            QVERIFY2(std::abs(p.rating - rating) <= 100, qPrintable(QString::fromStdString(p.id)));
            longer += p.solverMoves() > 1;
        }
        // Beyond the beginner, not only one-move puzzles.
        if (longest > 1) QVERIFY(longer > 0);
    }

    // In Nepali every number the dialog shows is in Nepali digits: the puzzle's number and
    // rating, the count found, the goats in hand, the player's rating and results.
    void nepaliDigits_data() { bothGames(); }
    void nepaliDigits() {
        QFETCH(GameKind, kind);
        const QLocale original;
        QLocale::setDefault(QLocale(QLocale::Nepali, QLocale::Nepal));
        auto restore = qScopeGuard([&] { QLocale::setDefault(original); });
        QVERIFY(QLocale().toString(7) != QStringLiteral("7"));
        PuzzleDialog dialog;
        dialog.setGame(kind);
        PuzzleSession* s = dialog.session();
        const int i = findPuzzle(
            s, [](const GamePuzzle& p) { return p.phase() == puzzle::Phase::Placement; });
        QVERIFY(i >= 0);
        s->start(i);
        const QRegularExpression ascii(QStringLiteral("[0-9]"));
        for (QLabel* l : dialog.findChildren<QLabel*>())
            QVERIFY2(!l->text().contains(ascii), qPrintable(l->text()));
    }

    void ratingFollowsResults() {
        PlayerRating r;
        const double start = r.rating;
        QVERIFY(r.update(1500, true) > 0);
        QVERIFY(r.rating > start);
        QVERIFY(r.deviation < PlayerRating::kStartDeviation);
        const double high = r.rating;
        QVERIFY(r.update(1500, false) < 0);
        QVERIFY(r.rating < high);
        // Beating a hard puzzle is worth more than beating an easy one.
        PlayerRating a, b;
        QVERIFY(a.update(2200, true) > b.update(800, true));
        QVERIFY(a.expected(800) > a.expected(2200));
        // Kept in the settings; nonsense there falls back to a new player's rating.
        r.seen.insert(QStringLiteral("x-1"));
        QSettings settings;
        r.save(settings);
        const PlayerRating back = PlayerRating::load(settings);
        QCOMPARE(back.rating, r.rating);
        QCOMPARE(back.attempts, 2);
        QCOMPARE(back.solved, 1);
        QVERIFY(back.seen.contains(QStringLiteral("x-1")));
        settings.setValue(QStringLiteral("puzzles/rating"), QStringLiteral("lots"));
        settings.setValue(QStringLiteral("puzzles/deviation"), -5);
        const PlayerRating bad = PlayerRating::load(settings);
        QCOMPARE(bad.rating, PlayerRating::kStart);
        QCOMPARE(bad.deviation, PlayerRating::kStartDeviation);
    }

    // Analysis mode ▸ Play This Out Against the Computer: the same position, the player on the side
    // to move, the computer at the perfect level, analysis off.
    void practiceAPosition() {
        auto window = apptest::openWindow();
        QVERIFY(window);
        GameSession* game = window->session();
        QVERIFY(apptest::playTypedMoves(game, {"C3", "A1B2"}));
        QAction* practice =
            apptest::findAction(window.get(), QStringLiteral("Play This Out Against the Computer"));
        QVERIFY(!practice->isEnabled());  // only in analysis mode
        window->analysisMode()->setActive(true);
        QVERIFY(practice->isEnabled());
        const games::Position shown = game->game().current();
        practice->trigger();
        QVERIFY(!window->analysisMode()->isActive());
        QCOMPARE(game->game().current().key(), shown.key());
        QCOMPARE(game->setup().mode, GameMode::HumanVsComputer);
        QCOMPARE(game->setup().humanSide, Side::Goats);
        QCOMPARE(game->setup().level, kLevels);
        QVERIFY(!game->computerPaused());
        QVERIFY(!game->isComputerTurn());
    }
};

QTEST_MAIN(TestPuzzlesApp)
#include "tst_puzzles_app.moc"
