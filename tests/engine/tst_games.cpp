// Both games through engine/games' neutral types, every test run for Bagh-Chal and for Lambs and
// Tigers: positions built from their parts (PositionParts.h) and the refusals, each legal move's
// text written and read back (MoveNotation.h), a whole game through a saved game (SavedGame.h)
// with its time control, and the clock over a game's moves (GameClock.h).
#include <QTest>

#include <bit>
#include <random>
#include <string>

#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"
#include "engine/games/GameClock.h"
#include "engine/games/GameRules.h"
#include "engine/games/MoveNotation.h"
#include "engine/games/PositionParts.h"
#include "engine/games/SavedGame.h"

using bagh::ObxErrorCode;
using bagh::RepetitionRule;
using bagh::Side;
using namespace bagh::games;

Q_DECLARE_METATYPE(GameKind)
Q_DECLARE_METATYPE(ObxErrorCode)
Q_DECLARE_METATYPE(GameRules)

namespace {

constexpr RepetitionRule kRule = RepetitionRule::ThirdOccurrenceDraws;

// A game of `kind` from its start, `plies` moves chosen by a seeded generator (fewer when it
// ends first): the same game on every run.
Game randomGame(GameKind kind, int captures, int plies, unsigned seed) {
    Game game = Game::start(kind, kRule, captures);
    std::mt19937 rng(seed);
    for (int i = 0; i < plies; ++i) {
        const MoveList moves = game.legalMoves();
        if (moves.empty()) break;
        if (!game.play(moves[rng() % moves.size()])) qFatal("a legal move was refused");
    }
    return game;
}

Position readPosition(GameKind kind, int captures, const char* record) {
    const RecordReading r = readRecord(kind, captures, record, kRule);
    if (!r.ok) qFatal("bad record in the test: %s", r.error.message().c_str());
    return r.game.startPosition();
}

void addBothGames() {
    QTest::addColumn<GameKind>("kind");
    QTest::addColumn<int>("captures");
    QTest::newRow("baghchal") << GameKind::BaghChal << 5;
    QTest::newRow("lambs-5") << GameKind::Lambs << 5;
    QTest::newRow("lambs-all") << GameKind::Lambs << kLambsEveryGoat;
}

}  // namespace

class TestGames : public QObject {
    Q_OBJECT
private slots:
    // Every position of a few games: its parts build it again, and its record reads back equal.
    void positionsFromParts_data() { addBothGames(); }
    void positionsFromParts() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        for (unsigned seed = 1; seed <= 3; ++seed) {
            const Game game = randomGame(kind, captures, 60, seed);
            for (int ply = 0; ply <= game.length(); ++ply) {
                const Position pos = game.positionAt(ply);
                const PositionBuild built = positionFromParts(kind, captures, partsOf(pos));
                QVERIFY2(built.ok, built.error.message().c_str());
                QCOMPARE(built.position, pos);
                const std::string record = writeRecord(built.position);
                const RecordReading back = readRecord(kind, captures, record, kRule);
                QVERIFY2(back.ok, record.c_str());
                QCOMPARE(back.game.startPosition(), pos);
            }
        }
    }

    // Without a ply the readers' own derivation gives it: the start is ply 0.
    void derivedPly_data() { addBothGames(); }
    void derivedPly() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        const Position start = Game::start(kind, kRule, captures).startPosition();
        PositionParts parts = partsOf(start);
        parts.ply.reset();
        const PositionBuild built = positionFromParts(kind, captures, parts);
        QVERIFY2(built.ok, built.error.message().c_str());
        QCOMPARE(built.position, start);
        QCOMPARE(built.position.ply(), 0);
        QCOMPARE(built.position.capturesToWin(), kind == GameKind::Lambs ? captures : 5);
    }

    // What a set-up board can get wrong, named by field and code, in both games.
    void refusedParts_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("captures");
        QTest::addColumn<int>("change");
        QTest::addColumn<QString>("field");
        QTest::addColumn<ObxErrorCode>("code");
        for (const GameKind kind : {GameKind::BaghChal, GameKind::Lambs}) {
            const QByteArray k = gameKindName(kind);
            auto row = [&](const char* name, int change, const char* field, ObxErrorCode code,
                           int captures = 5) {
                QTest::newRow(k + "-" + name) << kind << captures << change << field << code;
            };
            row("off-board", 0, "pieces", ObxErrorCode::Other);
            row("tiger-and-goat", 1, "pieces", ObxErrorCode::Other);
            row("tiger-missing", 2, "pieces", ObxErrorCode::TigerCount);
            row("hand-negative", 3, "in hand", ObxErrorCode::InHandInvalid);
            row("captured-over", 4, "captured", ObxErrorCode::CapturedInvalid);
            row("goats-short", 5, "goats", ObxErrorCode::GoatCount);
            row("ply-negative", 6, "move number", ObxErrorCode::MoveNumberInvalid);
        }
        QTest::newRow("lambs-rule-0")
            << GameKind::Lambs << 0 << -1 << "captures" << ObxErrorCode::Other;
        QTest::newRow("lambs-rule-16")
            << GameKind::Lambs << 16 << -1 << "captures" << ObxErrorCode::Other;
    }
    void refusedParts() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        QFETCH(int, change);
        QFETCH(QString, field);
        QFETCH(ObxErrorCode, code);
        const BoardShape& shape = boardShape(kind);
        PositionParts p = partsOf(Game::start(kind, kRule).startPosition());
        const Point empty = std::countr_zero(shape.full() & ~p.tigers);
        switch (change) {
            case 0:
                p.goats |= bit(shape.points), --p.inHand;
                break;  // one past the last point
            case 1:
                p.goats |= bit(std::countr_zero(p.tigers)), --p.inHand;
                break;
            case 2:
                p.tigers &= p.tigers - 1;
                break;
            case 3:
                p.inHand = -1;
                break;
            case 4:
                p.captured = shape.goats + 1, p.inHand = 0;
                break;
            case 5:
                p.goats |= bit(empty);
                break;  // one goat too many
            case 6:
                p.ply = -1;
                break;
            default:
                break;
        }
        const PositionBuild built = positionFromParts(kind, captures, p);
        QVERIFY(!built.ok);
        QCOMPARE(QString::fromStdString(built.error.field), field);
        QCOMPARE(built.error.code, code);
        QVERIFY(!built.error.reason.empty());
    }

    // Every legal move of every position of a few games: written, read back the same move, and
    // found legal by the game from its text.
    void moveTextRoundTrip_data() { addBothGames(); }
    void moveTextRoundTrip() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        int checked = 0, jumps = 0;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            Game game = randomGame(kind, captures, 0, seed);
            std::mt19937 rng(seed);
            for (int ply = 0; ply < 80; ++ply) {
                const MoveList moves = game.legalMoves();
                if (moves.empty()) break;
                for (const Move m : moves) {
                    const std::string text = moveText(kind, m);
                    const std::optional<Move> parsed = parseMove(kind, text);
                    QVERIFY2(parsed.has_value(), text.c_str());
                    QCOMPARE(parsed->raw(), m.raw());
                    QCOMPARE(game.findLegalMove(text).raw(), m.raw());
                    QCOMPARE(game.moveText(m), text);
                    ++checked;
                    jumps += m.isJump();
                }
                game.play(moves[rng() % moves.size()]);
            }
        }
        QVERIFY(checked > 1000);
        QVERIFY(jumps > 0);
    }

    // The game's other forms name the same move; text that names no move of the board is none.
    void moveTextForms_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");  // empty: not a move of the board
        QTest::newRow("bagh-placement") << GameKind::BaghChal << "mc3"
                                        << "C3";
        QTest::newRow("bagh-slide-dash") << GameKind::BaghChal << "E1-D1"
                                         << "E1D1";
        QTest::newRow("bagh-jump-x") << GameKind::BaghChal << "A1xC3"
                                     << "A1C3";
        QTest::newRow("bagh-jump-v2") << GameKind::BaghChal << "mA1C3(B2)"
                                      << "A1C3";
        QTest::newRow("bagh-jump-wrong-over") << GameKind::BaghChal << "mA1C3(B1)"
                                              << "";
        QTest::newRow("bagh-no-line") << GameKind::BaghChal << "A1B3"
                                      << "";
        QTest::newRow("bagh-off-board") << GameKind::BaghChal << "F1"
                                        << "";
        QTest::newRow("bagh-garbage") << GameKind::BaghChal << "hello"
                                      << "";
        QTest::newRow("lambs-placement") << GameKind::Lambs << "m12"
                                         << "12";
        QTest::newRow("lambs-slide") << GameKind::Lambs << "3-9"
                                     << "3-9";
        QTest::newRow("lambs-jump") << GameKind::Lambs << "3X15"
                                    << "3x15";
        QTest::newRow("lambs-jump-dash") << GameKind::Lambs << "3-15"
                                         << "3x15";
        QTest::newRow("lambs-off-board") << GameKind::Lambs << "23"
                                         << "";
        QTest::newRow("lambs-no-line") << GameKind::Lambs << "0-22"
                                       << "";
        QTest::newRow("lambs-grid-text") << GameKind::Lambs << "C3"
                                         << "";
    }
    void moveTextForms() {
        QFETCH(GameKind, kind);
        QFETCH(QString, text);
        QFETCH(QString, written);
        const std::optional<Move> m = parseMove(kind, text.toStdString());
        QCOMPARE(m.has_value(), !written.isEmpty());
        if (m) QCOMPARE(QString::fromStdString(moveText(kind, *m)), written);
    }

    // A whole game through a saved game: the same record back, its time control in its tag.
    void savedGameRoundTrip_data() { addBothGames(); }
    void savedGameRoundTrip() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        const TimeControl control{300'000, 2'500};
        for (unsigned seed = 1; seed <= 3; ++seed) {
            SavedGame saved;
            saved.game = randomGame(kind, captures, 150, seed);
            saved.tags.emplace_back("TimeControl", bagh::games::timeControlText(control));
            const std::string text = writeSavedGame(saved);
            const SavedGameReading back = readSavedGame(text);
            QVERIFY2(back.ok, back.error.reason.c_str());
            QVERIFY(back.saved.game.sameRecord(saved.game));
            QCOMPARE(back.saved.game.result(), saved.game.result());
            QCOMPARE(back.saved.game.capturesToWin(), kind == GameKind::Lambs ? captures : 5);
            QCOMPARE(timeControlFromText(savedTag(back.saved, "TimeControl")), control);
            QCOMPARE(writeSavedGame(back.saved), text);
        }
    }

    // The clock over a game's moves: each side charged its own thinking time and given the
    // increment, whichever side starts; a fallen flag is kept at 0.
    void clockOverGame_data() { addBothGames(); }
    void clockOverGame() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        const TimeControl control{60'000, 2'000};
        const Game game = randomGame(kind, captures, 40, 7);
        GameClock clock(control);
        Clocks expected{control.baseMs, control.baseMs};
        std::int64_t now = 1'000;
        for (int ply = 0; ply < game.length(); ++ply) {
            const Side side = game.positionAt(ply).sideToMove();
            clock.start(side, now);
            QCOMPARE(clock.running(), std::optional<Side>(side));
            const std::int64_t think = 100 + 37 * ply;  // each move its own time
            now += think;
            QVERIFY(clock.moved(now));
            expected.of(side) += control.incrementMs - think;
            QCOMPARE(clock.remaining(now), expected);
            QVERIFY(!clock.running());
        }
        // The next side thinks past its time: its flag falls, its time stays at 0.
        const Side next = game.current().sideToMove();
        clock.start(next, now);
        const std::int64_t left = expected.of(next);
        QCOMPARE(clock.untilFlag(now), std::optional<std::int64_t>(left));
        QVERIFY(!clock.flagFallen(now + left - 1));
        QVERIFY(clock.flagFallen(now + left));
        QVERIFY(!clock.moved(now + left + 500));
        QCOMPARE(clock.remaining(now + left + 500).of(next), std::int64_t{0});
        QCOMPARE(clock.remaining(now).of(bagh::opponent(next)), expected.of(bagh::opponent(next)));
    }

    // Time controls as saved games write them, read back; what is not one is refused.
    void timeControlTexts_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("base");  // -1: refused
        QTest::addColumn<qint64>("increment");
        QTest::newRow("minutes") << "600+5" << qint64(600'000) << qint64(5'000);
        QTest::newRow("fraction") << "2.5+0.125" << qint64(2'500) << qint64(125);
        QTest::newRow("no-plus") << "600" << qint64(-1) << qint64(0);
        QTest::newRow("too-short") << "0.5+0" << qint64(-1) << qint64(0);
        QTest::newRow("four-decimals") << "60.1234+0" << qint64(-1) << qint64(0);
        QTest::newRow("letters") << "ten+5" << qint64(-1) << qint64(0);
        QTest::newRow("bare-dot") << "60.+0" << qint64(-1) << qint64(0);
    }
    void timeControlTexts() {
        QFETCH(QString, text);
        QFETCH(qint64, base);
        QFETCH(qint64, increment);
        const auto t = timeControlFromText(text.toStdString());
        QCOMPARE(t.has_value(), base >= 0);
        if (!t) return;
        QCOMPARE(t->baseMs, base);
        QCOMPARE(t->incrementMs, increment);
        QCOMPARE(timeControlFromText(bagh::games::timeControlText(*t)), t);
    }

    // Every value of the rules (Bagh-Chal, Lambs 1..15 with 15 every goat, both house rules)
    // written and read back to itself, and a game started from it under those rules.
    void rulesNameRoundTrip() {
        std::vector<GameRules> all;
        for (const RepetitionRule rule :
             {RepetitionRule::ThirdOccurrenceDraws, RepetitionRule::NoRecurrence}) {
            all.push_back(GameRules::baghChal(rule));
            for (int captures = 1; captures <= kLambsEveryGoat; ++captures)
                all.push_back(GameRules::lambs(captures, rule));
        }
        for (const GameRules& rules : all) {
            const std::string name = gameRulesName(rules);
            const GameRulesReading r = parseGameRules(name);
            QVERIFY2(r.rules && r.error.empty(), (name + ": " + r.error).c_str());
            QCOMPARE(*r.rules, rules);
            const Game game = Game::start(rules);
            QCOMPARE(game.kind(), rules.game);
            QCOMPARE(game.capturesToWin(), rules.capturesToWin());
            QCOMPARE(game.rule(), rules.rule);
        }
    }

    // The spellings: the canonical names, and the forms a person may type that read the same.
    void rulesNames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<GameRules>("rules");
        QTest::addColumn<QString>("name");
        const auto noRec = RepetitionRule::NoRecurrence;
        QTest::newRow("baghchal") << "baghchal" << GameRules::baghChal() << "baghchal";
        QTest::newRow("bagh-chal") << "bagh-chal" << GameRules::baghChal() << "baghchal";
        QTest::newRow("baghchal norec")
            << "baghchal/no-recurrence" << GameRules::baghChal(noRec) << "baghchal/no-recurrence";
        QTest::newRow("lambs") << "lambs" << GameRules::lambs() << "lambs/all";
        QTest::newRow("lambs/all") << "lambs/all" << GameRules::lambs() << "lambs/all";
        QTest::newRow("lambs/15") << "lambs/15" << GameRules::lambs() << "lambs/all";
        QTest::newRow("lambs/5") << "lambs/5" << GameRules::lambs(5) << "lambs/5";
        QTest::newRow("lambs/6 third")
            << "lambs/6/third-repetition" << GameRules::lambs(6) << "lambs/6";
        QTest::newRow("lambs norec")
            << "lambs/no-recurrence" << GameRules::lambs(15, noRec) << "lambs/all/no-recurrence";
    }
    void rulesNames() {
        QFETCH(QString, text);
        QFETCH(GameRules, rules);
        QFETCH(QString, name);
        const GameRulesReading r = parseGameRules(text.toStdString());
        QVERIFY2(r.rules, r.error.c_str());
        QCOMPARE(*r.rules, rules);
        QCOMPARE(QString::fromStdString(gameRulesName(*r.rules)), name);
    }

    // Texts that are no rules, each refused with a reason that names what is wrong.
    void refusedRulesNames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");  // a part of the error
        QTest::newRow("empty") << ""
                               << "names no game";
        QTest::newRow("chess") << "chess"
                               << "names no game";
        QTest::newRow("int") << "1"
                             << "names no game";
        QTest::newRow("baghchal/5") << "baghchal/5"
                                    << "Bagh-Chal is won by 5";
        QTest::newRow("lambs/0") << "lambs/0"
                                 << "\"0\" is not";
        QTest::newRow("lambs/16") << "lambs/16"
                                  << "\"16\" is not";
        QTest::newRow("lambs/05") << "lambs/05"
                                  << "\"05\" is not";
        QTest::newRow("lambs/") << "lambs/"
                                << "\"\" is not";
        QTest::newRow("lambs/5/6") << "lambs/5/6"
                                   << "\"6\" is not";
        QTest::newRow("rule first") << "lambs/no-recurrence/5"
                                    << "\"5\" is not in its place";
        QTest::newRow("two rules") << "lambs/5/no-recurrence/no-recurrence"
                                   << "\"no-recurrence\" is not";
        QTest::newRow("other word") << "lambs/every"
                                    << "\"every\" is not";
        QTest::newRow("upper") << "Lambs"
                               << "names no game";
    }
    void refusedRulesNames() {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const GameRulesReading r = parseGameRules(text.toStdString());
        QVERIFY(!r.rules);
        QVERIFY2(QString::fromStdString(r.error).contains(reason), r.error.c_str());
    }

    // The "every goat" rule is one number: the Lambs board's goats, the default of a new Lambs
    // game, and what a saved game's "all" reads as.
    void everyGoat() {
        QCOMPARE(boardShape(GameKind::Lambs).goats, kLambsEveryGoat);
        QCOMPARE(Game::start(GameKind::Lambs, kRule).capturesToWin(), kLambsEveryGoat);
        const SavedGameReading r = readSavedGame(
            "[Game \"lambs\"]\n[Captures \"all\"]\n[Start \"T/2TT2/6/6/4 g g15 c0\"]\n"
            "[Result \"*\"]\n\n1. 12 *\n");
        QVERIFY2(r.ok, r.error.reason.c_str());
        QCOMPARE(r.saved.game.capturesToWin(), kLambsEveryGoat);
        QCOMPARE(readPosition(GameKind::Lambs, kLambsEveryGoat, "T/2TT2/6/6/4 g g15 c0"),
                 r.saved.game.startPosition());
    }
};

QTEST_GUILESS_MAIN(TestGames)
#include "tst_games.moc"
