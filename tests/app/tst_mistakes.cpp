// "Learn from your mistakes" on the review of a short game of each game with a known mistake
// (reviewed by the engine's own Reviewer, on positions the shipped data decides): the dialog
// offers the position before it with the goal in words, a wrong try is played and answered by
// the refuting line (the engine's answer for another move, the review's line for the game's own
// move), Try Again offers the position again, a right try is accepted in words and the ply is
// practised (the signal, the progress line); skip and previous, the keys, and a side without
// mistakes.
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "TestGames.h"
#include "board/BoardView.h"
#include "engine/games/GameEngine.h"
#include "engine/review/GameReview.h"
#include "review/MistakeDrill.h"
#include "review/MistakesDialog.h"
#include "session/GameSession.h"

using namespace bagh;
namespace games = bagh::games;
using State = MistakeDrill::State;

Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

int waitMs(int ms) { return static_cast<int>(ms * testenv::timeoutScale()); }

// The side that blundered, the game, the ply of the mistake, a wrong try that is not the game's
// move (or the game's move itself where it is the only losing one) and a right try.
struct Case {
    Side side;
    games::Game game;
    int ply;
    const char* wrong;
    const char* right;
};

Case caseOf(GameKind kind) {
    // Bagh-Chal: only B1A1 holds the draw (the shipped puzzle s2025-0002); the goats played
    // D5C5. Lambs, every goat taken: after 11 0-2 6 the tigers' 4-0 alone loses.
    if (kind == GameKind::BaghChal)
        return {Side::Goats,
                testgames::fromRecord(kind, 5, "1GGGG/TGGGG/1GGGG/TGGTG/1T1GG g g0 c3 mA1A2 94",
                                      {"D5C5"}),
                1, "B4A5", "B1A1"};
    return {Side::Tigers,
            testgames::fromRecord(kind, games::kLambsEveryGoat, "T/2TT2/6/6/4 g g15 c0",
                                  {"11", "0-2", "6", "4-0", "12"}),
            4, "4-0", "4-10"};
}

review::GameReview reviewOf(const games::Game& game) {
    games::GameEngine engine;
    review::Reviewer reviewer(engine);
    return reviewer.review(game);
}

games::Move moveOf(const MistakeDrill* d, const char* text) {
    games::Game g = games::Game::from(d->position(), RepetitionRule::ThirdOccurrenceDraws);
    return g.findLegalMove(text);
}

}  // namespace

class TestMistakes : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    void bothGames_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }

    void refutesAWrongTryAndAcceptsARightOne_data() { bothGames_data(); }
    void refutesAWrongTryAndAcceptsARightOne() {
        QFETCH(GameKind, kind);
        const Case c = caseOf(kind);
        const review::GameReview review = reviewOf(c.game);
        const review::PlyReview& p = review.plies[static_cast<std::size_t>(c.ply - 1)];
        QCOMPARE(p.verdict, review::Verdict::Mistake);
        QCOMPARE(p.mover, c.side);

        GameSession session;
        MistakesDialog dialog(&session, c.game, review, c.side);
        dialog.board()->setAnimationsEnabled(false);
        MistakeDrill* d = dialog.drill();
        d->setReplyDelay(0);
        d->setRefuteMs(200);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        // The board has the keys from the start.
        QCOMPARE(QApplication::focusWidget(), dialog.board());
        QCOMPARE(d->count(), 1);
        QCOMPARE(d->state(), State::Solving);
        QCOMPARE(dialog.progress(), MistakesDialog::tr("%1 of %2").arg(1).arg(1));
        QCOMPARE(dialog.task(), MistakesDialog::taskText(c.side, p.before));
        QVERIFY(dialog.task().endsWith(QStringLiteral("keeps the draw.")));
        const std::uint64_t start = d->position().key();
        QCOMPARE(dialog.board()->position().key(), start);
        QSignalSpy practised(&dialog, &MistakesDialog::practised);

        // Wrong: played, answered on the board, then Try Again.
        const games::Move wrong = moveOf(d, c.wrong);
        apptest::clickMove(dialog.board(), wrong);
        QTRY_COMPARE_WITH_TIMEOUT(d->state(), State::Wrong, waitMs(10000));
        QCOMPARE(d->tried(), wrong);
        QCOMPARE(d->triedValue().value, GameValue::Loss);
        QVERIFY(!d->answer().isNull());
        QVERIFY(dialog.board()->position().key() != start);
        QVERIFY2(dialog.feedback().contains(c.side == Side::Goats ? "lets the tigers win"
                                                                  : "lets the goats win"),
                 qPrintable(dialog.feedback()));
        QVERIFY(dialog.feedback().contains(c.side == Side::Goats ? "The tigers answer"
                                                                 : "The goats answer"));
        QCOMPARE(practised.count(), 0);
        apptest::shot(&dialog, kind == GameKind::BaghChal ? "mistakes-wrong-baghchal.png"
                                                          : "mistakes-wrong-lambs.png");
        QCOMPARE(QApplication::focusWidget(), dialog.retryButton());
        QTest::keyClick(dialog.retryButton(), Qt::Key_Return);
        QCOMPARE(d->state(), State::Solving);
        QCOMPARE(dialog.board()->position().key(), start);

        // Right, by the keys alone (the board's cursor and Space): accepted in words, the ply
        // practised.
        QCOMPARE(QApplication::focusWidget(), dialog.board());
        const games::Move right = moveOf(d, c.right);
        BoardView* board = dialog.board();
        // After the mouse the cursor is hidden: the first key only shows where it stands.
        QTest::keyClick(board, Qt::Key_Space);
        QVERIFY(board->cursorShown());
        board->setCursorPoint(right.from());
        QTest::keyClick(board, Qt::Key_Space);
        board->setCursorPoint(right.to());
        QTest::keyClick(board, Qt::Key_Space);
        QTRY_COMPARE_WITH_TIMEOUT(d->state(), State::Right, waitMs(5000));
        QCOMPARE(practised.count(), 1);
        QCOMPARE(practised.at(0).at(0).toInt(), c.ply);
        QVERIFY(d->isPractised(c.ply));
        QVERIFY2(dialog.feedback().startsWith(QStringLiteral("Yes: ")),
                 qPrintable(dialog.feedback()));
        QVERIFY(dialog.feedback().contains(QStringLiteral("keeps the draw")));
        QVERIFY(dialog.progress().endsWith(MistakesDialog::tr("practised")));
        apptest::shot(&dialog, kind == GameKind::BaghChal ? "mistakes-right-baghchal.png"
                                                          : "mistakes-right-lambs.png");
    }

    // Several exercises: the progress, Next skips, Previous goes back, N and P with the board
    // focused; practised plies are skipped at the start; Escape closes.
    void progressSkipAndPrevious() {
        // The real review of ply 1, and by hand a second goat mistake at ply 3 (after the
        // tigers' answer), so that there are two to step through.
        const Case c = caseOf(GameKind::BaghChal);
        review::GameReview review = reviewOf(c.game);
        games::Game longer = c.game;
        const review::PlyReview first = review.plies[0];
        QVERIFY(!first.refutation.empty());
        QVERIFY(longer.play(first.refutation.front()));
        const games::MoveList legal = longer.legalMoves();
        QVERIFY(!legal.empty());
        QVERIFY(longer.play(legal.front()));
        review::PlyReview copy = first;
        copy.ply = 3;
        copy.move = legal.front();
        review.plies.push_back({});
        review.plies.back().ply = 2;
        review.plies.back().mover = Side::Tigers;
        review.plies.back().move = first.refutation.front();
        review.plies.push_back(copy);
        review.practised = {1};

        GameSession session;
        MistakesDialog dialog(&session, longer, review, Side::Goats);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        MistakeDrill* d = dialog.drill();
        QCOMPARE(d->count(), 2);
        // The first not yet practised comes first.
        QCOMPARE(d->index(), 1);
        QCOMPARE(dialog.progress(), MistakesDialog::tr("%1 of %2").arg(2).arg(2));
        QVERIFY(!dialog.nextButton()->isEnabled());
        dialog.board()->setFocus();
        QTest::keyClick(dialog.board(), Qt::Key_P);
        QCOMPARE(d->index(), 0);
        QVERIFY(dialog.progress().endsWith(MistakesDialog::tr("practised")));
        QVERIFY(!dialog.previousButton()->isEnabled());
        QTest::keyClick(dialog.board(), Qt::Key_N);
        QCOMPARE(d->index(), 1);
        QTest::keyClick(dialog.board(), Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
    }

    // A side without mistakes: said so, nothing to play.
    void nothingToPractise() {
        const Case c = caseOf(GameKind::BaghChal);
        const review::GameReview review = reviewOf(c.game);
        GameSession session;
        MistakesDialog dialog(&session, c.game, review, Side::Tigers);
        QCOMPARE(dialog.drill()->count(), 0);
        QCOMPARE(dialog.drill()->state(), State::Empty);
        QVERIFY(dialog.task().contains(QStringLiteral("no mistake")));
        QVERIFY(!dialog.board()->inputBlockedReason().isEmpty());
    }
};

QTEST_MAIN(TestMistakes)
#include "tst_mistakes.moc"
