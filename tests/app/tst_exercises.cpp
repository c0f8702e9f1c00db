// The one exercise runner (app/exercises/ExerciseRunner) under the puzzles, the exercises of
// one's mistakes and the lessons, for both games: an exercise begins at a game's position with
// its side to find; a move played is said with its animation; a delayed answer and a line of
// answers come after the delay, one by one, and stop at the end; whatever belonged to an
// exercise left behind (a delayed answer, a refutation still on its way) is dropped; a wrong
// try's refutation comes from the window's engine seat, exact where the tables prove it; the
// judge is asked for the position's moves when the kind wants it.
#include <QSignalSpy>
#include <QTest>

#include "TestEnv.h"
#include "TestGames.h"
#include "engine/games/AnyGame.h"
#include "exercises/ExerciseRunner.h"
#include "review/MoveJudge.h"
#include "session/GameSession.h"

Q_DECLARE_METATYPE(bagh::games::GameKind)

using namespace bagh;
using games::GameKind;

namespace {

int waitMs(int ms) { return testenv::timeout(ms); }

void bothGames() {
    QTest::addColumn<GameKind>("kind");
    QTest::newRow("baghchal") << GameKind::BaghChal;
    QTest::newRow("lambs") << GameKind::Lambs;
}

games::Game startOf(GameKind kind) {
    return games::Game::start(kind, RepetitionRule::ThirdOccurrenceDraws);
}

}  // namespace

class TestExercises : public QObject {
    Q_OBJECT

private slots:
    void beginAndPlay_data() { bothGames(); }
    void beginAndPlay() {
        QFETCH(GameKind, kind);
        ExerciseRunner runner(nullptr);
        QSignalSpy shown(&runner, &ExerciseRunner::positionChanged);
        games::Game g = startOf(kind);
        const games::Move first = g.legalMoves()[0];
        g.play(first);
        runner.begin(g);
        QCOMPARE(runner.kind(), kind);
        QCOMPARE(runner.side(), Side::Tigers);  // the side to move at the start
        QCOMPARE(runner.position().key(), g.current().key());
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown[0][0].value<games::Move>(), first);  // the game's last move, shown
        QCOMPARE(shown[0][1].toBool(), false);
        const games::Move reply = runner.game().legalMoves()[0];
        runner.play(reply);
        QCOMPARE(shown.count(), 2);
        QCOMPARE(shown[1][0].value<games::Move>(), reply);
        QCOMPARE(shown[1][1].toBool(), true);
        QCOMPARE(runner.side(), Side::Tigers);  // still the side the exercise asks for
        QCOMPARE(runner.judge(), nullptr);      // no session: nothing judges
        // A shown move other than the game's (a puzzle's record has one).
        runner.begin(startOf(kind), false, first);
        QCOMPARE(shown.last()[0].value<games::Move>(), first);
    }

    // A delayed answer is dropped when the exercise is left (a new one, or the same again).
    void laterIsDroppedByANewExercise() {
        ExerciseRunner runner(nullptr);
        runner.setReplyDelay(20);
        runner.begin(startOf(GameKind::BaghChal));
        int ran = 0;
        runner.later([&] { ++ran; });
        runner.begin(startOf(GameKind::BaghChal));
        runner.later([&] { ran += 10; });
        QTRY_COMPARE_WITH_TIMEOUT(ran, 10, waitMs(2000));
        QTest::qWait(60);
        QCOMPARE(ran, 10);
        runner.later([&] { ran += 100; });
        runner.drop();
        QTest::qWait(60);
        QCOMPARE(ran, 10);
    }

    // A line is played move by move after the delay, then `done`; a move that is not legal
    // ends it there.
    void lineIsPlayedOneByOne_data() { bothGames(); }
    void lineIsPlayedOneByOne() {
        QFETCH(GameKind, kind);
        ExerciseRunner runner(nullptr);
        runner.setReplyDelay(10);
        games::Game g = startOf(kind);
        std::vector<games::Move> line;
        for (int i = 0; i < 3; ++i) {
            line.push_back(g.legalMoves()[0]);
            g.play(line.back());
        }
        runner.begin(startOf(kind));
        QSignalSpy shown(&runner, &ExerciseRunner::positionChanged);
        bool done = false;
        std::vector<games::Move> withBad = line;
        withBad.push_back(line.front());  // no longer legal: the line stops before it
        runner.playLine(withBad, [&] { done = true; });
        QCOMPARE(shown.count(), 0);  // nothing before the delay
        QTRY_VERIFY_WITH_TIMEOUT(done, waitMs(2000));
        QCOMPARE(shown.count(), 3);
        QCOMPARE(runner.position().key(), g.current().key());
    }

    // A wrong try's refutation from the window's engine seat: the side to move's best answer,
    // and its value exact where the database or the tables prove it; one asked before the
    // exercise was left is dropped.
    void refutationFromTheSeat_data() { bothGames(); }
    void refutationFromTheSeat() {
        QFETCH(GameKind, kind);
        GameSession session;
        ExerciseRunner runner(&session);
        runner.setRefuteMs(200);
        QVERIFY(runner.judge() != nullptr);
        const games::Game g = testgames::mistakeGame(kind);
        games::Game wrong = g;
        wrong.truncate(1);  // after the mistake: the reply wins
        runner.begin(wrong, true);
        QVERIFY(runner.judge()->asked());
        games::Move answer;
        EngineInfo said;
        int answers = 0;
        QVERIFY(runner.refute([&](games::Move m, const EngineInfo& info) {
            answer = m;
            said = info;
            ++answers;
        }));
        QTRY_COMPARE_WITH_TIMEOUT(answers, 1, waitMs(10000));
        QVERIFY(wrong.isLegal(answer));
        QVERIFY(said.proven);
        QCOMPARE(said.value, GameValue::Win);  // for the side to move after the wrong try
        // Asked, then left: the answer is dropped.
        runner.refute([&](games::Move, const EngineInfo&) { answers += 10; });
        runner.begin(g);
        QTest::qWait(waitMs(800));
        QCOMPARE(answers, 1);
    }
};

QTEST_MAIN(TestExercises)
#include "tst_exercises.moc"
