// The Lambs and Tigers search and its facade (engine/lambs/Search, LambsEngine, LambsGame):
// captures found and avoided, results with the shortest distance against a brute-force
// minimax written here, every legal move analysed, reproducible node counts, a prompt stop,
// and the game record's repetition rule.
#include <QTest>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

#include "TrapCount.h"
#include "engine/lambs/Evaluate.h"
#include "engine/lambs/LambsEngine.h"
#include "engine/lambs/LambsGame.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"
#include "engine/lambs/Search.h"
#include "engine/lambs/WinDistance.h"
#include "engine/lambs/solve/Tables.h"
#include "engine/search/Score.h"
#include "engine/search/SearchFacade.h"
#include "engine/search/TrapBonus.h"

using namespace bagh::lambs;
using bagh::kInfinity;
using bagh::Side;

namespace {

Position record(const Variant& v, const char* text) {
    const RecordParseResult r = parseRecord(v, text);
    if (!r.ok) qFatal("bad test record %s", text);
    return r.record.position;
}

// The search alone, to `depth` by iterative deepening with a fresh table, as the facade runs it.
struct Searched {
    int score = 0;
    Move move;
    std::uint64_t nodes = 0;
};
Searched searchTo(const Variant& v, const Position& pos, int depth) {
    Tt tt(4);
    SearchContext ctx;
    ctx.variant = &v;
    ctx.tt = &tt;
    Search s(ctx);
    MoveList moves;
    generateMoves(v, pos, moves);
    s.setRoot(pos, {pos.key()}, moves);
    Searched r;
    for (int d = 1; d <= depth; ++d) r.score = s.mtdf(d, r.score);
    r.move = s.bestMove();
    r.nodes = s.nodes();
    return r;
}

// Brute force: plain negamax, no table, no ordering, no pruning. A repeated sliding position on
// the path scores 0, a finished game a loss for the side to move with its distance, the horizon
// 0. Only its win and loss scores are compared (they do not depend on the horizon's values).
int brute(const Variant& v, Position& pos, int depth, int ply, std::vector<std::uint64_t>& path) {
    if (pos.goatsCaptured() >= v.capturesToWin()) return -(bagh::kWin - ply);
    if (ply > 0 && !pos.placementPhase() &&
        std::find(path.begin(), path.end() - 1, pos.key()) != path.end() - 1)
        return 0;
    MoveList moves;
    generateMoves(v, pos, moves);
    if (moves.empty()) return -(bagh::kWin - ply);
    if (depth == 0) return 0;
    int best = -kInfinity;
    for (Move m : moves) {
        pos.makeMove(m);
        path.push_back(pos.key());
        best = std::max(best, -brute(v, pos, depth - 1, ply + 1, path));
        path.pop_back();
        pos.unmakeMove(m);
    }
    return best;
}

// Late positions: random games in which the tigers take whenever they can, stopped in the
// sliding phase after some captures; the variant's captures-to-win one or two beyond them.
struct Late {
    Position pos;
    int capturesToWin;
};
std::vector<Late> latePositions(int count, std::uint32_t seed) {
    std::mt19937 rng(seed);
    const Variant all = Variant::lambs();
    std::vector<Late> out;
    while (static_cast<int>(out.size()) < count) {
        Position pos = Position::start(all.board());
        const int stopAt = 30 + static_cast<int>(rng() % 30);
        for (int ply = 0; ply < stopAt; ++ply) {
            MoveList moves;
            generateMoves(all, pos, moves);
            if (moves.empty()) break;
            const bool take = moves[0].isJump() && rng() % 4 != 0;
            pos.makeMove(take ? moves[0] : moves[static_cast<int>(rng() % moves.size())]);
        }
        if (pos.placementPhase() || pos.goatsCaptured() < 2 || pos.goatsCaptured() > 12) continue;
        if (result(all, pos).over()) continue;
        out.push_back({pos, pos.goatsCaptured() + 1 + static_cast<int>(rng() % 2)});
    }
    return out;
}

}  // namespace

class TestLambsSearch : public QObject {
    Q_OBJECT
private slots:
    void findsCapture() {
        // Goat on 9 en prise (3x15); with one capture to win, taking it wins at once.
        const Variant v = Variant::lambs(1);
        const Position pos = record(v, "T/2TT2/2G3/6/4 t g14 c0");
        const Searched r = searchTo(v, pos, 4);
        QCOMPARE(r.move.toString(), std::string("3x15"));
        QCOMPARE(r.score, bagh::winIn(1));
    }

    void avoidsOneMoveCapture() {
        // One capture wins for the tigers: every goat placement that a tiger can jump loses.
        const Variant v = Variant::lambs(1);
        const Position start = Position::start(v.board());
        const Searched r = searchTo(v, start, 3);
        QVERIFY(!bagh::isResultScore(r.score));
        Position after = start;
        after.makeMove(r.move);
        MoveList replies;
        generateMoves(v, after, replies);
        for (Move m : replies) QVERIFY2(!m.isJump(), r.move.toString().c_str());
    }

    void resultsMatchBruteForce_data() {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 2") << 2;
        QTest::newRow("seed 3") << 3;
    }

    // Win and loss scores (with their distances) at depth 5 agree with the brute force on
    // late positions; so do the positions neither finds decided.
    void resultsMatchBruteForce() {
        QFETCH(int, seed);
        constexpr int kDepth = 5;
        int decided = 0;
        for (const Late& late : latePositions(40, static_cast<std::uint32_t>(seed))) {
            const Variant v = Variant::lambs(late.capturesToWin);
            Position pos = late.pos;
            std::vector<std::uint64_t> path{pos.key()};
            const int expected = brute(v, pos, kDepth, 0, path);
            const int got = searchTo(v, late.pos, kDepth).score;
            const std::string where = writeRecord(v, late.pos) + " to win " +
                                      std::to_string(late.capturesToWin) + ": brute " +
                                      std::to_string(expected) + " search " + std::to_string(got);
            if (bagh::isResultScore(expected)) {
                ++decided;
                QVERIFY2(got == expected, where.c_str());
            } else {
                QVERIFY2(!bagh::isResultScore(got), where.c_str());
            }
        }
        qInfo("%d of 40 decided within %d plies", decided, kDepth);
        QVERIFY2(decided >= 3, std::to_string(decided).c_str());
    }

    void analyseValuesEveryMove() {
        LambsEngine engine;
        LambsGame game;
        for (const char* m : {"12", "3-9", "7"})
            QVERIFY(game.play(findLegalMove(game.variant(), game.current(), m)));
        engine.setGame(game);
        engine.setExactTables(false);  // the search's own values (the book covers this ply)
        Analysis last;
        int finals = 0;
        bagh::SearchLimits limits;
        limits.depth = 3;
        engine.analyse(limits, [&](const Analysis& a) {
            if (a.final) ++finals, last = a;
        });
        engine.wait();
        QCOMPARE(finals, 1);
        MoveList legal;
        game.legalMoves(legal);
        QCOMPARE(static_cast<int>(last.moves.size()), legal.size());
        std::set<std::uint16_t> seen;
        for (const MoveValue& mv : last.moves) {
            QVERIFY(legal.contains(mv.move));
            seen.insert(mv.move.raw());
        }
        QCOMPARE(static_cast<int>(seen.size()), legal.size());
        for (std::size_t i = 1; i < last.moves.size(); ++i)
            QVERIFY(last.moves[i - 1].score >= last.moves[i].score);
        QCOMPARE(last.score, last.moves.front().score);
        QCOMPARE(last.depth, 3);
    }

    void deterministicNodes() {
        bagh::SearchLimits limits;
        limits.depth = 7;
        std::uint64_t nodes[2] = {};
        Move best[2];
        for (int run = 0; run < 2; ++run) {
            LambsEngine engine;
            engine.setGame(LambsGame());
            engine.go(limits, nullptr, [&](Move m, const SearchInfo& info) {
                best[run] = m;
                nodes[run] = info.nodes;
            });
            engine.wait();
        }
        QVERIFY(nodes[0] > 0);
        QCOMPARE(nodes[1], nodes[0]);
        QCOMPARE(best[1], best[0]);
    }

    void stopIsPrompt() {
        LambsEngine engine;
        engine.setGame(LambsGame());
        bagh::SearchLimits limits;
        limits.infinite = true;
        std::mutex mutex;
        std::condition_variable done;
        bool reported = false;
        Move best;
        engine.go(limits, nullptr, [&](Move m, const SearchInfo&) {
            std::lock_guard lock(mutex);
            best = m;
            reported = true;
            done.notify_all();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        QVERIFY(engine.searching());
        const auto asked = std::chrono::steady_clock::now();
        engine.stop();
        std::unique_lock lock(mutex);
        QVERIFY(done.wait_for(lock, std::chrono::seconds(2), [&] { return reported; }));
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::steady_clock::now() - asked)
                            .count();
        lock.unlock();
        engine.wait();
        QVERIFY2(ms < 200, std::to_string(ms).c_str());
        MoveList legal;
        LambsGame().legalMoves(legal);
        QVERIFY(legal.contains(best));
    }

    void gameOverHasNoMove() {
        const Variant v = Variant::lambs(1);
        LambsGame game(v, record(v, "T/2TT2/2G3/6/4 t g14 c0"));
        QVERIFY(game.play(findLegalMove(v, game.current(), "3x15")));
        QVERIFY(game.result().over());
        LambsEngine engine;
        engine.setGame(game);
        bool called = false;
        Move best = Move::placement(5);
        engine.go(bagh::SearchLimits{}, nullptr, [&](Move m, const SearchInfo&) {
            called = true;
            best = m;
        });
        engine.wait();
        QVERIFY(called);
        QVERIFY(best.isNull());
    }

    // The engine's move and its report, at depth 4, in `game`.
    static std::pair<Move, SearchInfo> playAtDepth4(LambsEngine& engine, const LambsGame& game) {
        engine.setGame(game);
        std::pair<Move, SearchInfo> played;
        bagh::SearchLimits limits;
        limits.depth = 4;
        engine.go(limits, nullptr, [&](Move m, const SearchInfo& i) { played = {m, i}; });
        engine.wait();
        return played;
    }

    // The last plies of a drawn game the full level shuffled a tiger in against `expert`
    // (FIGURES.md#repetition-and-quiet-draws): it played `old`, which brings a position back a
    // third time. Without the solved tables nothing is proven there; the search's score of the
    // other moves is a draw, so it plays one of them (the full tables prove the position and
    // the move played now drawn).
    void noNeedlessRepetition_data() {
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("old");
        QTest::addColumn<bool>("exact");
        // Without tables the search's own path (nothing proven); with the shipped sliding
        // layers the proven draw's.
        for (const bool exact : {false, true})
            QTest::newRow(exact ? "tiger 11-10, proven" : "tiger 11-10, searched")
                << "G/GGG2T/GGGT2/GTGG1G/GGGG t g0 c0 m12-18 255"
                << "6-5 22-17 5-11 17-22 11-5 18-17 10-11 17-18"
                << "11-10" << exact;
    }
    void noNeedlessRepetition() {
        QFETCH(QString, start);
        QFETCH(QString, moves);
        QFETCH(QString, old);
        QFETCH(bool, exact);
        const Variant v = Variant::lambs();
        LambsGame game(v, record(v, start.toLatin1().constData()));
        for (const QString& word : moves.split(' '))
            QVERIFY2(game.play(findLegalMove(v, game.current(), word.toStdString())),
                     qPrintable(word));
        QVERIFY(game.endsByRepetition(findLegalMove(v, game.current(), old.toStdString())));
        LambsEngine engine;
        engine.setExactTables(exact);
        if (exact && engine.exactValue(v, game.current()) == bagh::GameValue::Unknown)
            QSKIP("the shipped sliding layers were not found");
        const auto [best, info] = playAtDepth4(engine, game);
        QVERIFY(!best.isNull());
        QVERIFY2(!game.endsByRepetition(best), best.toString().c_str());
        QCOMPARE(info.value, bagh::GameValue::Draw);
    }

    // A win is not thrown away by repetition. The last plies of a game the full level's goats
    // had won against `expert` (500 ms a move) and drew by repetition after shuffling goats
    // among winning moves: here the one winning move, 5-6, brings a position back a third time.
    // A move that ends the game so is a draw, whatever the tables say of the position it
    // leaves; the full level plays a drawing move that goes on instead, and leaves the tigers no
    // repetition to take.
    void noWinThrownAwayByRepetition() {
        const Variant v = Variant::lambs();
        LambsGame game(v, record(v, "G/GG2GG/1GGTGG/1GG2T/1GGT g g0 c2 m16x18 120"));
        for (const char* word : {"15-16", "10-4", "9-3", "4-10", "3-9", "18-17", "14-15", "17-18",
                                 "5-4", "22-17", "4-5", "17-22", "5-4", "18-17", "6-5", "17-18"})
            QVERIFY2(game.play(findLegalMove(v, game.current(), word)), word);
        LambsEngine engine;
        if (engine.exactValue(v, game.current()) != bagh::GameValue::Win)
            QSKIP("the shipped sliding layers were not found");
        const Move repeating = findLegalMove(v, game.current(), "5-6");
        QVERIFY(game.endsByRepetition(repeating));
        const auto [best, info] = playAtDepth4(engine, game);
        QVERIFY(!best.isNull());
        QVERIFY2(!game.endsByRepetition(best), best.toString().c_str());
        QVERIFY(!bagh::opponentCanRepeat<MoveList>(game, best));
        Position child = game.current();
        child.makeMove(best);
        QCOMPARE(engine.exactValue(v, child), bagh::GameValue::Draw);
        QCOMPARE(info.value, bagh::GameValue::Draw);
    }

    // Every report of a search says what the tables prove, not only the last: a proven draw
    // (three goats left, every goat to be taken) is never a "loss estimate" on the way, though
    // the reading's score of the goats' plight is low.
    void everyReportSaysTheProvenValue() {
        const Variant v = Variant::lambs();
        LambsGame game(v, record(v, "T/6/5G/GT2T1/G3 g g0 c12"));
        LambsEngine engine;
        if (engine.exactValue(v, game.current()) != bagh::GameValue::Draw)
            QSKIP("the shipped every-goat layers were not found");
        engine.setGame(game);
        std::vector<SearchInfo> reports;
        bagh::SearchLimits limits;
        limits.depth = 6;
        SearchInfo last;
        engine.go(
            limits, [&](const SearchInfo& i) { reports.push_back(i); },
            [&](Move, const SearchInfo& i) { last = i; });
        engine.wait();
        QVERIFY(!reports.empty());
        for (const SearchInfo& i : reports) {
            QCOMPARE(i.value, bagh::GameValue::Draw);
            QVERIFY(i.proven);
        }
        QCOMPARE(last.value, bagh::GameValue::Draw);
    }

    // A won game is played out: from a position of a game against `expert` that the full level
    // drew by shuffling (the tigers brought a position back a third time at ply 246), it now
    // wins against tigers that take every repetition they are offered, and says in how many
    // plies. The win reading alone finds it in 25 plies, each of its moves keeping the win.
    void wonGamePlayedOut() {
        const Variant v = Variant::lambs();
        LambsGame game(v, record(v, "G/2GGTG/G1GG1T/G1GGTG/2GG g g0 c2 m11-5 242"));
        LambsEngine engine;
        if (engine.exactValue(v, game.current()) != bagh::GameValue::Win)
            QSKIP("the shipped sliding layers were not found");
        std::string error;
        const auto tables = LambsTables::open(v, lambsTableSearchPath(""), &error);
        QVERIFY2(tables, error.c_str());
        const QuickestWin win = quickestWin(v, *tables, game.current(), game.keys());
        QCOMPARE(win.plies, 25);
        Position after = game.current();
        after.makeMove(win.move);
        QCOMPARE(tables->probe(after), bagh::GameValue::Loss);  // the tigers', to move
        for (int ply = 0; ply < 60 && !game.result().over(); ++ply) {
            Move m;
            if (game.current().sideToMove() == Side::Goats) {
                const auto [best, info] = playAtDepth4(engine, game);
                QCOMPARE(info.value, bagh::GameValue::Win);
                if (ply == 0) QCOMPARE(info.plies, 25);
                m = best;
            } else {
                MoveList replies;
                game.legalMoves(replies);
                m = replies[0];
                for (Move r : replies)
                    if (game.endsByRepetition(r) ||
                        (game.recreates(r) && !game.endsByRepetition(m)))
                        m = r;
            }
            QVERIFY(game.play(m));
        }
        QCOMPARE(game.result().outcome, bagh::Outcome::GoatsWin);
    }

    // The modelled opponent's reading of `pos` for its side to move, written out as plain
    // minimax (no pruning) to `depth` plies: the game's evaluation at the horizon, a finished
    // game +-100,000 (sooner better), a draw 0 — what TrapBonus.h's alpha-beta must agree with.
    static int plainModel(const Variant& v, const Position& pos, int depth) {
        const bagh::GameResult r = result(v, pos);
        if (r.over()) {
            if (r.outcome == bagh::Outcome::Draw) return 0;
            const bool moverWon =
                (r.outcome == bagh::Outcome::GoatsWin) == (pos.sideToMove() == Side::Goats);
            return moverWon ? 100'000 + depth : -100'000 - depth;
        }
        if (depth == 0) return evaluatePosition(v, pos);
        MoveList moves;
        generateMoves(v, pos, moves);
        int best = -kInfinity;
        for (Move m : moves) {
            Position child = pos;
            child.makeMove(m);
            best = std::max(best, -plainModel(v, child, depth - 1));
        }
        return best;
    }

    // The trap bonus of a drawing move (search/TrapBonus.h over this game's hooks), against a
    // count written out here: the opponent's replies, those a plain minimax of the model's
    // depth rates within the margin of its favourite, and which of them the tables prove lost.
    // Sliding positions of random games, each side to move, with the shipped sliding layers.
    void trapBonusCountsNaturalLosingReplies() {
        const Variant v = Variant::lambs();
        std::string error;
        const auto tables = LambsTables::open(v, lambsTableSearchPath(""), &error);
        if (!tables || !tables->hasLayer(30)) QSKIP("the shipped sliding layers were not found");
        std::mt19937 rng(7);
        int drawn = 0, traps = 0;
        for (int game = 0; game < 200 && drawn < 40; ++game) {
            Position pos = Position::start(v.board());
            const int stopAt = 30 + static_cast<int>(rng() % 40);
            for (int ply = 0; ply < stopAt && !result(v, pos).over(); ++ply) {
                MoveList moves;
                generateMoves(v, pos, moves);
                pos.makeMove(moves[static_cast<int>(rng() % moves.size())]);
            }
            if (pos.placementPhase() || result(v, pos).over() ||
                tables->probe(pos) != bagh::GameValue::Draw)
                continue;
            ++drawn;
            MoveList moves;
            generateMoves(v, pos, moves);
            for (Move m : moves) {
                Position child = pos;
                child.makeMove(m);
                const bagh::GameResult r = result(v, child);
                if (r.over() || tables->probe(child) != bagh::GameValue::Draw) continue;
                int expected = 0;
                MoveList replies;
                generateMoves(v, child, replies);
                const bool gift =
                    pos.sideToMove() == Side::Goats && evalFeatures(v.board(), child).attacked > 0;
                if (!gift && replies.size() >= 2) {
                    std::vector<std::pair<int, bool>> rated;  // preference, loses
                    for (Move reply : replies) {
                        Position g = child;
                        g.makeMove(reply);
                        const bagh::GameResult end = result(v, g);
                        // Lost for the replier: the game ends with the replier beaten, or the
                        // tables give the side to move (us) the win.
                        const bool loses = end.over() ? (end.outcome == bagh::Outcome::GoatsWin) ==
                                                            (g.sideToMove() == Side::Goats)
                                                      : tables->probe(g) == bagh::GameValue::Win;
                        const int preference = -plainModel(v, g, bagh::kTrapModelDepth - 1);
                        rated.push_back({preference, loses});
                    }
                    expected = trapcount::bonus(rated);
                }
                QCOMPARE(trapBonus(v, *tables, pos, m), expected);
                traps += expected > 0;
            }
        }
        QVERIFY2(drawn >= 20, QByteArray::number(drawn));
        QVERIFY2(traps > 0, "no drawing move with a losing reply in any position");
    }

    // Third occurrence draws; under the traditional rule a move may not recreate a position.
    void repetitionRule() {
        const Variant v = Variant::lambs();
        // Sliding phase: one goat left on 19, tigers at home, 14 taken.
        const Position start =
            Position::fromParts(bit(0) | bit(3) | bit(4), bit(19), 0, 14, Side::Goats);
        LambsGame game(v, start);
        const char* cycle[] = {"19-20", "0-2", "20-19", "2-0"};
        for (int round = 0; round < 2; ++round)
            for (const char* m : cycle) {
                QVERIFY2(!game.result().over(), m);
                QVERIFY2(game.play(findLegalMove(v, game.current(), m)), m);
            }
        QCOMPARE(game.occurrences(start.key()), 3);
        QCOMPARE(game.result().outcome, bagh::Outcome::Draw);
        QCOMPARE(game.result().reason, bagh::EndReason::Repetition);
        MoveList none;
        game.legalMoves(none);
        QVERIFY(none.empty());
        QVERIFY(game.undo());
        QVERIFY(!game.result().over());

        LambsGame strict(v, start, bagh::RepetitionRule::NoRecurrence);
        for (int i = 0; i < 3; ++i)
            QVERIFY(strict.play(findLegalMove(v, strict.current(), cycle[i])));
        const Move back = findLegalMove(v, strict.current(), "2-0");
        QVERIFY(!back.isNull());
        QVERIFY(!strict.isLegal(back));  // it would recreate the start
        QVERIFY(!strict.play(back));
    }
};

QTEST_GUILESS_MAIN(TestLambsSearch)
#include "tst_lambssearch.moc"
