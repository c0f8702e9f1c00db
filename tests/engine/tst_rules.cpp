// Rule cases: lines and jumps, end of game, phases, repetition under both house rules.
#include <QTest>

#include "EngineBridge.h"
#include "engine/core/Game.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Tables.h"

using namespace bagh;

namespace {

Move move(const char* text, const Position& pos) {
    const auto parsed = parseMoveText(text);
    return parsed ? findLegalMove(pos, *parsed) : Move();
}

bool hasMove(const Position& pos, Move m) {
    MoveList list;
    generateMoves(pos, list);
    return list.contains(m);
}

Square sq(const char* name) { return parseSquare(name); }

// A sliding-phase position where both sides can shuffle back and forth.
const char* kShuffle = "T1GGT/GGGGG/GGGGG/GGGG1/T1GGT g g0 c2 - 50";

}  // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void noDiagonalJumpFromOddPoint() {
        // B1 has no diagonal line, so B1 over C2 to D3 is no jump (and no slide to C2).
        const Position pos = bridge::position("TT3/2G2/5/5/T3T t g19 c0 - 1");
        QVERIFY(!hasMove(pos, Move::jump(sq("B1"), sq("D3"))));
        QVERIFY(!hasMove(pos, Move::slide(sq("B1"), sq("C2"))));
        QCOMPARE(jumpOver(sq("B1"), sq("D3")), kNoSquare);
        // Along a real diagonal the jump exists: A1 over B2 to C3.
        const Position diag = bridge::position("T3T/1G3/5/5/T3T t g19 c0 - 1");
        QVERIFY(hasMove(diag, Move::jump(sq("A1"), sq("C3"))));
    }

    void tigersNeverJumpTigers() {
        const Position pos = bridge::position("TT3/5/5/5/T3T t g20 c0 - 1");
        QVERIFY(!hasMove(pos, Move::jump(sq("A1"), sq("C1"))));
        QVERIFY(move("A1C1", pos).isNull());
    }

    void goatsNeverJump() {
        const Position pos = bridge::position("TGGGT/GGGGG/GGTGG/GGGG1/1G1GT g g0 c2 - 70");
        MoveList list;
        generateMoves(pos, list);
        for (Move m : list) {
            QVERIFY(!m.isJump());
            QVERIFY(adjacent(m.from(), m.to()));
        }
    }

    void fifthCaptureEndsTheGame() {
        Position pos = bridge::position("T3T/1G3/5/5/T3T t g15 c4 - 20");
        QVERIFY(!pos.result().over());
        pos.makeMove(Move::jump(sq("A1"), sq("C3")));
        QCOMPARE(pos.goatsCaptured(), 5);
        QCOMPARE(pos.result(), (GameResult{Outcome::TigersWin, EndReason::FiveCaptured}));
        MoveList list;
        generateMoves(pos, list);
        QVERIFY(list.empty());
        QCOMPARE(countMoves(pos), 0);
    }

    void blockedTigersLose() {
        // Every tiger is hemmed in: no slide and no jump.
        const Position pos = bridge::position("TTGGG/TTGGG/GGGGG/GGGG1/GGG2 t g0 c2 - 45");
        QCOMPARE(blockedTigers(pos), pos.tigers());
        QCOMPARE(pos.result(), (GameResult{Outcome::GoatsWin, EndReason::TigersBlocked}));
        // The same board with goats to move is no win yet: the goats still have to move.
        const Position goatsTurn = bridge::position("TTGGG/TTGGG/GGGGG/GGGG1/GGG2 g g0 c2 - 44");
        QVERIFY(!goatsTurn.result().over());
    }

    void blockedGoatsLose() {
        // The only empty point is A1, and only tigers touch it.
        const Position pos = bridge::position("1TGGG/TTGGG/GGGGG/GGGGG/GGGGT g g0 c0 - 40");
        QCOMPARE(pos.result(),
                 (GameResult{Outcome::TigersWin, EndReason::GoatsBlocked, GrandWin::LockedGoats}));
        // During placement goats are never blocked: they drop a goat instead.
        const Position placing = bridge::position("1TGGG/TTGGG/GGGGG/GGGG1/GGGGT g g1 c0 - 38");
        QVERIFY(!placing.result().over());
    }

    // Both grand wins of RULES.md reached by a scripted last move, and blocks that are none.
    void grandWins_data() {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("grand");
        // The goats close D1: the tigers on B1 C2 D3 E4, one diagonal, cannot move.
        QTest::newRow("dandee") << "GTG1G/GGTGG/GGGTG/GGGGT/GGGGG g g0 c0 - 60"
                                << "E1D1" << int(Outcome::GoatsWin) << int(GrandWin::Dandee);
        // The long diagonal A1 B2 D4 E5 counts too (C3 is a goat, the line is geometric).
        QTest::newRow("dandee long diagonal")
            << "TGGGG/GTGG1/GGGGG/GGGTG/GGGGT g g0 c0 - 60"
            << "E1E2" << int(Outcome::GoatsWin) << int(GrandWin::Dandee);
        // A2A3 shuts the last goat out of the empty corner: the goats cannot move.
        QTest::newRow("locked goats")
            << "2TGG/TTGGG/1GGGG/GGGGG/GGGGT t g0 c2 - 61"
            << "A2A3" << int(Outcome::TigersWin) << int(GrandWin::LockedGoats);
        // Blocked tigers in a square, not on a line: a plain win.
        QTest::newRow("plain block") << "TTGGG/TTGGG/GGGGG/GGG1G/GGG2 g g0 c2 - 44"
                                     << "E4D4" << int(Outcome::GoatsWin) << int(GrandWin::None);
    }

    void grandWins() {
        QFETCH(QString, before);
        QFETCH(QString, move);
        QFETCH(int, outcome);
        QFETCH(int, grand);
        Game game(bridge::position(before.toLatin1().constData()));
        QVERIFY(!game.result().over());
        const auto text = parseMoveText(move.toStdString());
        QVERIFY(text);
        QVERIFY(game.play(findLegalMove(game.current(), *text)));
        QCOMPARE(int(game.result().outcome), outcome);
        QCOMPARE(int(game.result().grand), grand);
    }

    void placementEndsWithTheTwentiethGoat() {
        Position pos = bridge::position("T1GGT/GGGGG/GGGGG/GGGG1/T3T g g1 c3 - 38");
        MoveList list;
        generateMoves(pos, list);
        for (Move m : list) QVERIFY(m.isPlacement());
        pos.makeMove(Move::placement(sq("E4")));
        QCOMPARE(pos.goatsInHand(), 0);
        QVERIFY(!pos.placementPhase());
        MoveList tigerMoves;
        generateMoves(pos, tigerMoves);
        pos.makeMove(tigerMoves[0]);
        generateMoves(pos, list);
        QVERIFY(!list.empty());
        for (Move m : list) QVERIFY(!m.isPlacement());
    }

    void capturedGoatsCountAsPlaced() {
        // 17 on the board, 2 captured, 1 in hand: one more drop ends the placement phase.
        Position pos = bridge::position("T1GGT/GGGGG/GGG2/GGGGG/TG1GT g g1 c2 - 38");
        pos.makeMove(Move::placement(sq("D3")));
        QCOMPARE(pos.goatsInHand(), 0);
        QCOMPARE(pos.goatsOnBoard() + pos.goatsCaptured(), kGoats);
        QVERIFY(!pos.placementPhase());
    }

    void makeUnmakeRestores() {
        Position pos = bridge::position("T1GGT/1GTG1/GG1GG/1G1G1/T2G1 t g8 c1 - 23");
        const Position before = pos;
        MoveList list;
        generateMoves(pos, list);
        for (Move m : list) {
            pos.makeMove(m);
            QVERIFY(pos.key() != before.key());
            pos.unmakeMove(m);
            QCOMPARE(pos, before);
        }
    }

    void keysSeparateSideAndHand() {
        const Position a = bridge::position("T3T/5/2G2/5/T3T t g19 c0 - 1");
        const Position b = bridge::position("T3T/5/2G2/5/T3T g g19 c0 - 2");
        const Position c = bridge::position("T3T/5/2G2/5/T3T t g18 c1 - 3");
        QVERIFY(a.key() != b.key());
        QVERIFY(a.key() != c.key());
    }

    void thirdOccurrenceDraws() {
        Game game(bridge::position(kShuffle), RepetitionRule::ThirdOccurrenceDraws);
        const char* cycle[] = {"D4E4", "A5B5", "E4D4", "B5A5"};
        for (int round = 0; round < 2; ++round) {
            for (const char* m : cycle) {
                QVERIFY(!game.result().over());
                QVERIFY2(game.play(move(m, game.current())), m);
            }
        }
        QCOMPARE(game.occurrences(game.current().key()), 3);
        QCOMPARE(game.result(), (GameResult{Outcome::Draw, EndReason::Repetition}));
        MoveList list;
        game.legalMoves(list);
        QVERIFY(list.empty());
        QVERIFY(game.undo());
        QVERIFY(!game.result().over());
    }

    void noRecurrenceForbidsRepeats() {
        Game game(bridge::position(kShuffle), RepetitionRule::NoRecurrence);
        QVERIFY(game.play(move("D4E4", game.current())));
        QVERIFY(game.play(move("A5B5", game.current())));
        QVERIFY(game.play(move("E4D4", game.current())));
        // B5A5 would recreate the start position: not allowed under the traditional rule.
        const Move back = move("B5A5", game.current());
        QVERIFY(!back.isNull());
        QVERIFY(!game.isLegal(back));
        QVERIFY(!game.play(back));
        QCOMPARE(game.length(), 3);
    }

    void noRecurrenceWithoutMovesLoses() {
        // Three tigers are hemmed in at A1; the fourth can only step D5-E5 and back. After
        // D2E2 E5D5 E2D2 its one move would recreate the start: under the traditional rule the
        // tigers have no legal move and lose; under the default rule the move is fine.
        const Position start = bridge::position("TTGG1/TGGG1/GGGGG/GGGGG/GGG1T g g0 c2 - 50");
        for (RepetitionRule rule :
             {RepetitionRule::NoRecurrence, RepetitionRule::ThirdOccurrenceDraws}) {
            Game game(start, rule);
            for (const char* m : {"D2E2", "E5D5", "E2D2"})
                QVERIFY2(game.play(move(m, game.current())), m);
            MoveList pseudo;
            generateMoves(game.current(), pseudo);
            QCOMPARE(pseudo.size(), 1);
            if (rule == RepetitionRule::NoRecurrence) {
                QCOMPARE(game.result(), (GameResult{Outcome::GoatsWin, EndReason::NoNewPosition}));
            } else {
                QVERIFY(!game.result().over());
                QVERIFY(game.play(pseudo[0]));
            }
        }
    }

    void illegalPlayChangesNothing() {
        Game game;
        QVERIFY(!game.play(Move::slide(sq("A1"), sq("B1"))));  // goats move first
        QVERIFY(!game.play(Move::placement(sq("A1"))));        // occupied
        QCOMPARE(game.length(), 0);
        QVERIFY(game.play(Move::placement(sq("C3"))));
        QVERIFY(!game.play(Move::placement(sq("C2"))));  // tigers' turn
        QVERIFY(game.undo());
        QVERIFY(!game.undo());
        QCOMPARE(game.current(), Position::start());
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
