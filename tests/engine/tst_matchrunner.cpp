// The match runner: deterministic short matches, the output format, forfeits of misbehaving
// programs, scoring, openings and the saved games it writes; the `minimax:D` reference player
// in both games.
#include <QtTest>

#include <chrono>
#include <fstream>

#include "EngineRun.h"
#include "ScriptBot.h"
#include "TestEnv.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/io/GameFile.h"
#include "engine/match/LambsRules.h"
#include "engine/match/MatchRunner.h"
#include "engine/match/MinimaxPlayer.h"
#include "engine/match/Openings.h"
#include "engine/match/SimplePlayers.h"
#include "engine/search/GoatRisk.h"

using namespace bagh;
using namespace bagh::match;

namespace {

MatchOptions perfectAgainstGreedy() {
    MatchOptions o;
    std::string error;
    parsePlayerSpec("perfect", &o.a, &error);
    parsePlayerSpec("greedy", &o.b, &error);
    o.games = 4;
    o.limits.depth = 4;
    o.openings = "random:4";
    o.seed = 3;
    return o;
}

std::vector<std::string> play(const MatchOptions& o, MatchResult* result = nullptr) {
    std::vector<std::string> lines;
    const MatchResult r = runMatch(o, [&](const GameReport& g) { lines.push_back(gameLine(g)); });
    if (result) *result = r;
    return lines;
}

const QRegularExpression kGameLine = testenv::gameLinePattern();

// Calls f with the rules of "baghchal" or "lambs" (Lambs with every goat to win, the default).
template <class F>
void withRules(const QString& game, F&& f) {
    if (game == QLatin1String("lambs"))
        f(LambsRules());
    else
        f(BaghChalRules());
}

// The game record of `rules`' game from a record of its own notation, then `moves` played.
template <class Rules>
typename Rules::Game gameFrom(const Rules& rules, const QString& record, RepetitionRule rule,
                              const QStringList& moves = {}) {
    typename Rules::Position pos;
    std::string error;
    if (!rules.readRecord(record.toStdString(), &pos, &error)) qFatal("%s", error.c_str());
    typename Rules::Game game = rules.game(pos, rule);
    for (const QString& word : moves) {
        typename Rules::Move m;
        if (rules.readMove(game, word.toStdString(), &m) != MoveRead::Legal || !game.play(m))
            qFatal("move %s not legal", qPrintable(word));
    }
    return game;
}

template <class Rules>
typename Rules::Move moveOf(const Rules& rules, const typename Rules::Game& game,
                            const QString& word) {
    typename Rules::Move m;
    return rules.readMove(game, word.toStdString(), &m) == MoveRead::Legal ? m
                                                                           : typename Rules::Move();
}

// True if the side to move in `game` can capture now.
template <class Rules>
bool canCapture(const typename Rules::Game& game) {
    typename Rules::MoveList list;
    game.legalMoves(list);
    return std::any_of(list.begin(), list.end(), [](auto m) { return m.isJump(); });
}

// True if after tiger move `m` in `game` every goat reply leaves the tigers a capture.
template <class Rules>
bool forcesACapture(typename Rules::Game game, typename Rules::Move m) {
    game.play(m);
    typename Rules::MoveList replies;
    game.legalMoves(replies);
    for (auto reply : replies) {
        game.play(reply);
        const bool capture = canCapture<Rules>(game);
        game.undo();
        if (!capture) return false;
    }
    return !replies.empty();
}

}  // namespace

class TestMatchRunner : public QObject {
    Q_OBJECT

private slots:
    void shortMatchIsWonAndReplays() {
        MatchResult r;
        const std::vector<std::string> first = play(perfectAgainstGreedy(), &r);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(first.size(), std::size_t(4));
        QCOMPARE(r.score.wins(), 4);
        for (const std::string& line : first) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            // perfect has the goats in odd games: its side won every game.
            QVERIFY2(testenv::playerWon(m, "perfect"), line.c_str());
        }
        QCOMPARE(play(perfectAgainstGreedy()), first);  // same seed, same games
    }

    void commandLineOutputParses() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QProcess p;
        p.start(testenv::enginePath(), {"match", "perfect", "greedy", "--games", "4", "--depth",
                                        "4", "--openings", "random:4", "--seed", "3"});
        QVERIFY(p.waitForFinished(testenv::timeout(120000)));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines =
            QString::fromUtf8(p.readAllStandardOutput()).trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        for (int i = 0; i < 4; ++i)
            QVERIFY2(kGameLine.match(lines[i]).hasMatch(), qPrintable(lines[i]));
        QCOMPARE(lines[4], QStringLiteral("score perfect wins 4 draws 0 losses 0"));
        // Every point, whether a win counts one or (a grand win) twelve.
        QVERIFY2(QRegularExpression(R"(^points (\d+) of \1 \(100\.0%\) elo inf \+- inf$)")
                     .match(lines[5])
                     .hasMatch(),
                 qPrintable(lines[5]));
        // The library and the command play the same games.
        const std::vector<std::string> library = play(perfectAgainstGreedy());
        for (int i = 0; i < 4; ++i) QCOMPARE(lines[i].toStdString(), library[std::size_t(i)]);
    }

    void badArgumentsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one player") << QStringList{"match", "perfect"};
        QTest::newRow("unknown player") << QStringList{"match", "perfect", "grandmaster"};
        QTest::newRow("minimax too deep") << QStringList{"match", "minimax:9", "greedy"};
        QTest::newRow("minimax, no depth")
            << QStringList{"match", "greedy", "minimax", "--game", "lambs"};
        QTest::newRow("both limits")
            << QStringList{"match", "1", "2", "--depth", "2", "--movetime", "10"};
        QTest::newRow("bad rule") << QStringList{"match", "1", "2", "--rule", "chess"};
        QTest::newRow("bad quiet") << QStringList{"match", "1", "2", "--quiet", "-1"};
        QTest::newRow("bad openings") << QStringList{"match", "1", "2", "--openings", "random:x"};
        QTest::newRow("bad safe openings")
            << QStringList{"match", "1", "2", "--openings", "safe:-1"};
        QTest::newRow("no such file")
            << QStringList{"match", "1", "2", "--openings", "/nonexistent"};
    }
    void badArgumentsAreRefused() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QFETCH(QStringList, args);
        QProcess p;
        p.start(testenv::enginePath(), args);
        QVERIFY(p.waitForFinished(testenv::timeout(20000)));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).startsWith("error: match: "));
    }

    void misbehavingProgramsForfeit_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("kind");
        QTest::newRow("exits at once") << "exit 0"
                                       << "crashed";
        QTest::newRow("exits on go") << testenv::protocolLoop("exit 3") << "crashed";
        QTest::newRow("garbage") << testenv::protocolLoop("echo 'bestmove ZZ9'") << "garbage";
        QTest::newRow("illegal") << testenv::protocolLoop(
                                        "echo 'info depth 1'; echo 'bestmove A1E5'")
                                 << "illegal";
        QTest::newRow("silent") << testenv::protocolLoop("sleep 600") << "timeout";
    }
    void misbehavingProgramsForfeit() {
        QFETCH(QString, script);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString bot = testenv::writeScript(dir.path(), QStringLiteral("bot"), script);
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("greedy", &o.a, &error));
        QVERIFY(parsePlayerSpec("cmd:" + bot.toStdString(), &o.b, &error));
        o.games = 2;
        o.limits.timeoutMs = 500;
        const auto start = std::chrono::steady_clock::now();
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QVERIFY(r.ok);
        QCOMPARE(r.score.wins(), 2);  // the bot forfeits with either side
        for (const std::string& line : lines)
            QVERIFY2(QString::fromStdString(line).contains(" reason forfeit:bot:" + kind + " "),
                     line.c_str());
        // Without the 500 ms limit the silent bot would hold each game for ten minutes.
        QVERIFY(std::chrono::steady_clock::now() - start <
                std::chrono::milliseconds(testenv::timeout(10000)));
    }

    // Same names get -1/-2; games on two threads all finish; sides alternate, A goats first.
    void sameNamesConcurrencyAndSides() {
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("greedy", &o.a, &error));
        QVERIFY(parsePlayerSpec("greedy", &o.b, &error));
        o.games = 5;
        o.concurrency = 2;
        o.maxPlies = 60;
        o.rule = RepetitionRule::NoRecurrence;
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QVERIFY(r.ok);
        QCOMPARE(r.nameA, std::string("greedy-1"));
        QCOMPARE(r.nameB, std::string("greedy-2"));
        QCOMPARE(lines.size(), std::size_t(5));
        QCOMPARE(r.score.games(), 5);
        std::vector<bool> seen(5, false);
        for (const std::string& line : lines) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            const int index = m.captured(1).toInt();
            QVERIFY(index >= 1 && index <= 5 && !seen[std::size_t(index - 1)]);
            seen[std::size_t(index - 1)] = true;
            QCOMPARE(m.captured(2),
                     index % 2 ? QStringLiteral("greedy-1") : QStringLiteral("greedy-2"));
            QVERIFY(m.captured(6).toInt() <= 60);
        }
    }

    void ownEngineAsAProgram() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        MatchOptions o;
        std::string error;
        QVERIFY(parsePlayerSpec("random", &o.a, &error));
        QVERIFY(parsePlayerSpec("cmd:" + testenv::enginePath().toStdString(), &o.b, &error));
        o.games = 2;
        o.limits.depth = 2;
        MatchResult r;
        const std::vector<std::string> lines = play(o, &r);
        QCOMPARE(r.nameB, std::string("baghchal-engine"));
        QCOMPARE(lines.size(), std::size_t(2));
        for (const std::string& line : lines) {
            const auto m = kGameLine.match(QString::fromStdString(line));
            QVERIFY2(m.hasMatch(), line.c_str());
            // Ended by the rules: neither a forfeit nor the ply limit.
            QVERIFY2(!m.captured(5).startsWith("forfeit") && m.captured(5) != "maxply",
                     line.c_str());
        }
    }

    void scoring_data() {
        QTest::addColumn<int>("wins");
        QTest::addColumn<int>("draws");
        QTest::addColumn<int>("losses");
        QTest::addColumn<double>("percent");
        QTest::addColumn<double>("elo");
        QTest::addColumn<double>("margin");
        QTest::addColumn<QString>("line");
        // Elo and margin worked out separately from the formulas in MatchScore.h.
        QTest::newRow("30-10-0") << 30 << 10 << 0 << 87.5 << 338.0 << 117.5
                                 << "points 35 of 40 (87.5%) elo 338 +- 118";
        QTest::newRow("20-10-10") << 20 << 10 << 10 << 62.5 << 88.7 << 98.3
                                  << "points 25 of 40 (62.5%) elo 89 +- 98";
        QTest::newRow("even, many draws")
            << 5 << 30 << 5 << 50.0 << 0.0 << 54.3 << "points 20 of 40 (50.0%) elo 0 +- 54";
        QTest::newRow("losing") << 0 << 10 << 30 << 12.5 << -338.0 << 117.5
                                << "points 5 of 40 (12.5%) elo -338 +- 118";
    }
    void scoring() {
        QFETCH(int, wins);
        QFETCH(int, draws);
        QFETCH(int, losses);
        QFETCH(double, percent);
        QFETCH(double, elo);
        QFETCH(double, margin);
        QFETCH(QString, line);
        MatchScore s;
        for (int i = 0; i < wins; ++i) s.add(Outcome::GoatsWin, true, GrandWin::None);
        for (int i = 0; i < draws; ++i) s.add(Outcome::Draw, false, GrandWin::None);
        for (int i = 0; i < losses; ++i) s.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(s.percent(), percent);
        double e = 0, m = 0;
        QVERIFY(s.elo(&e, &m));
        QVERIFY2(std::abs(e - elo) < 0.05, qPrintable(QString::number(e)));
        QVERIFY2(std::abs(m - margin) < 0.05, qPrintable(QString::number(m)));
        QCOMPARE(QString::fromStdString(s.pointsLine()), line);
    }

    void grandWinsCountTwelve() {
        MatchScore s;
        s.add(Outcome::GoatsWin, true, GrandWin::Dandee);
        s.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(s.points(), 12.0);
        QCOMPARE(s.totalPoints(), 13.0);
        QCOMPARE(s.pointsLine(), std::string("points 12 of 13 (92.3%) elo 0 +- inf"));
        MatchScore all;
        all.add(Outcome::GoatsWin, true, GrandWin::None);
        QCOMPARE(all.pointsLine(), std::string("points 1 of 1 (100.0%) elo inf +- inf"));
        MatchScore none;
        none.add(Outcome::TigersWin, false, GrandWin::None);
        QCOMPARE(none.pointsLine(), std::string("points 0 of 1 (0.0%) elo -inf +- inf"));
    }

    // minimax:D, the plain alpha-beta reference player (MinimaxPlayer.h), in both games.
    void minimaxSpecs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("depth");  // 0: refused
        QTest::newRow("depth 1") << "minimax:1" << 1;
        QTest::newRow("depth 4") << "minimax:4" << 4;
        QTest::newRow("depth 8") << "minimax:8" << 8;
        for (const char* bad : {"minimax", "minimax:", "minimax:0", "minimax:9", "minimax:10",
                                "minimax:x", "minimax:-1", "minimax:3x", "minimax: 3"})
            QTest::newRow(bad) << bad << 0;
    }
    void minimaxSpecs() {
        QFETCH(QString, text);
        QFETCH(int, depth);
        PlayerSpec spec;
        std::string error;
        const bool ok = parsePlayerSpec(text.toStdString(), &spec, &error);
        QCOMPARE(ok, depth > 0);
        if (!ok) {
            QVERIFY2(error.find("minimax:D takes a depth D of 1-8 plies") != std::string::npos,
                     error.c_str());
            return;
        }
        QCOMPARE(spec.kind, PlayerSpec::Kind::Minimax);
        QCOMPARE(spec.depth, depth);
        QCOMPARE(makePlayer(spec, 1)->name(), text.toStdString());
        QCOMPARE(makePlayer(LambsRules(), spec, 1)->name(), text.toStdString());
    }

    // Against random it plays legal moves (the runner forfeits any other) to an end by the
    // rules, under either repetition rule, and wins.
    void minimaxPlaysToTheEnd_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("traditional");
        for (const char* game : {"baghchal", "lambs"}) {
            QTest::addRow("%s threefold", game) << game << false;
            QTest::addRow("%s traditional", game) << game << true;
        }
    }
    void minimaxPlaysToTheEnd() {
        QFETCH(QString, game);
        QFETCH(bool, traditional);
        withRules(game, [&](const auto& rules) {
            using Rules = std::remove_cvref_t<decltype(rules)>;
            MatchOptions o;
            std::string error;
            QVERIFY(parsePlayerSpec("minimax:3", &o.a, &error));
            QVERIFY(parsePlayerSpec("random", &o.b, &error));
            o.games = 2;
            o.openings = "random:4";
            o.seed = 7;
            o.rule =
                traditional ? RepetitionRule::NoRecurrence : RepetitionRule::ThirdOccurrenceDraws;
            std::vector<BasicGameReport<Rules>> games;
            const MatchResult r =
                runMatch(rules, o, [&](const BasicGameReport<Rules>& g) { games.push_back(g); });
            QVERIFY2(r.ok, r.error.c_str());
            QCOMPARE(r.nameA, std::string("minimax:3"));
            QCOMPARE(games.size(), std::size_t(2));
            for (const BasicGameReport<Rules>& g : games) {
                const std::string line = gameLine(g);
                QVERIFY2(g.reason.rfind("forfeit", 0) != 0 && g.reason != "maxply", line.c_str());
                QVERIFY2((g.outcome == Outcome::GoatsWin) == g.aHadGoats, line.c_str());
                // Every move legal in a fresh record under the match's rule, to the same end.
                typename Rules::Game replay = rules.game(g.game.startPosition(), o.rule);
                for (const auto& m : g.game.moves()) QVERIFY2(replay.play(m), line.c_str());
                QCOMPARE(replay.result(), g.game.result());
            }
        });
    }

    // A game that goes `quiet` plies without a capture or a placement is a draw, reason
    // `quiet`, and stops there, not over by the rules; with 0 no game ends so.
    void quietStretchIsADraw_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("quiet");
        for (const char* game : {"baghchal", "lambs"}) {
            QTest::addRow("%s 8", game) << game << 8;
            QTest::addRow("%s off", game) << game << 0;
        }
    }
    void quietStretchIsADraw() {
        QFETCH(QString, game);
        QFETCH(int, quiet);
        withRules(game, [&](const auto& rules) {
            using Rules = std::remove_cvref_t<decltype(rules)>;
            MatchOptions o;
            std::string error;
            QVERIFY(parsePlayerSpec("random", &o.a, &error));
            QVERIFY(parsePlayerSpec("random", &o.b, &error));
            QCOMPARE(o.quietPlies, kQuietDrawPlies);  // on by default
            o.games = 4;
            o.seed = 5;
            o.quietPlies = quiet;
            int quietEnds = 0;
            const MatchResult r = runMatch(rules, o, [&](const BasicGameReport<Rules>& g) {
                const std::string line = gameLine(g);
                const bool ended = g.reason == "quiet";
                quietEnds += ended;
                QVERIFY2(ended == (quiet > 0 && g.game.quietPlies() == quiet), line.c_str());
                if (ended)
                    QVERIFY2(g.outcome == Outcome::Draw && !g.game.result().over(), line.c_str());
            });
            QVERIFY2(r.ok, r.error.c_str());
            QCOMPARE(quietEnds > 0, quiet > 0);
        });
    }

    // Depth 1: the tigers take a goat when they can.
    void minimaxTakesACapture_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("record");
        QTest::newRow("baghchal") << "baghchal"
                                  << "T3T/1G3/5/5/T3T t g19 c0";  // A1xC3
        QTest::newRow("lambs") << "lambs"
                               << "T/1GTT2/6/6/4 t g14 c0";  // 0x8, 3x1
    }
    void minimaxTakesACapture() {
        QFETCH(QString, game);
        QFETCH(QString, record);
        withRules(game, [&](const auto& rules) {
            using Rules = std::remove_cvref_t<decltype(rules)>;
            const auto g = gameFrom(rules, record, RepetitionRule::ThirdOccurrenceDraws);
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                BasicMinimaxPlayer<Rules> player(rules, 1, seed);
                const auto m = player.move(g, {}).move;
                QVERIFY2(g.isLegal(m) && m.isJump(), m.toString().c_str());
            }
        });
    }

    // Depth 1: the goats cover a goat en prise when a move does (the one placement that does).
    void minimaxKeepsItsGoats_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("cover");
        QTest::newRow("baghchal") << "baghchal"
                                  << "T3T/1G3/5/5/T3T g g19 c0"
                                  << "C3";
        QTest::newRow("lambs") << "lambs"
                               << "T/2TT2/2G3/6/4 g g14 c0"
                               << "15";
    }
    void minimaxKeepsItsGoats() {
        QFETCH(QString, game);
        QFETCH(QString, record);
        QFETCH(QString, cover);
        withRules(game, [&](const auto& rules) {
            using Rules = std::remove_cvref_t<decltype(rules)>;
            const auto g = gameFrom(rules, record, RepetitionRule::ThirdOccurrenceDraws);
            QVERIFY(rules.goatEnPrise(g.current()));
            const auto expected = moveOf(rules, g, cover);
            QVERIFY(!expected.isNull());
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                BasicMinimaxPlayer<Rules> player(rules, 1, seed);
                const auto m = player.move(g, {}).move;
                QVERIFY2(m == expected, m.toString().c_str());
                auto next = g.current();
                next.makeMove(m);
                QVERIFY(!rules.goatEnPrise(next));
            }
        });
    }

    // Depth 2 and more: the tigers find the fork that wins a goat whatever the goats reply (no
    // capture now, and not every tiger move forces one), then take the goat or keep it won.
    void minimaxFindsACaptureInTwo_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("record");
        QTest::addColumn<int>("depth");
        for (int depth : {2, 3, 4, 5}) {
            // A1-B2 forks C2 (to D2) and B3 (to B4); 3-9 forks 8 (to 7) and 10 (to 11).
            QTest::addRow("baghchal depth %d", depth) << "baghchal"
                                                      << "T3T/2G2/1G3/5/T3T t g18 c0" << depth;
            QTest::addRow("lambs depth %d", depth) << "lambs"
                                                   << "T/2T2T/1G1G2/6/4 t g13 c0" << depth;
        }
    }
    void minimaxFindsACaptureInTwo() {
        QFETCH(QString, game);
        QFETCH(QString, record);
        QFETCH(int, depth);
        withRules(game, [&](const auto& rules) {
            using Rules = std::remove_cvref_t<decltype(rules)>;
            auto g = gameFrom(rules, record, RepetitionRule::ThirdOccurrenceDraws);
            QVERIFY(!canCapture<Rules>(g));
            typename Rules::MoveList moves;
            g.legalMoves(moves);
            QVERIFY(!std::all_of(moves.begin(), moves.end(),
                                 [&](auto m) { return forcesACapture<Rules>(g, m); }));
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                BasicMinimaxPlayer<Rules> player(rules, depth, seed);
                const auto m = player.move(g, {}).move;
                QVERIFY2(forcesACapture<Rules>(g, m), m.toString().c_str());
                g.play(m);
                typename Rules::MoveList replies;
                g.legalMoves(replies);
                for (const auto reply : replies) {
                    g.play(reply);
                    // It takes the goat, or (deeper) keeps it won for a greater gain.
                    const auto next = player.move(g, {}).move;
                    QVERIFY2(next.isJump() || forcesACapture<Rules>(g, next),
                             (reply.toString() + " " + next.toString()).c_str());
                    g.undo();
                }
                g.undo();
            }
        });
    }

    // The record's repetition rule holds in the search. Lambs, 12 goats taken: the tigers'
    // 2-3 brings back the first position and sets goat 9 en prise again (to 15), the one
    // move that makes a threat. Under threefold it is their best move the first time, a draw
    // (no longer best, three goats from the win) the second; under the traditional rule it is
    // no move at all.
    void minimaxKeepsTheRepetitionRule() {
        const LambsRules rules;
        const QString record = "1/T1T2T/2GG2/3G2/4 g g0 c12";
        const QStringList cycle{"16-17", "3-2", "17-16"};
        auto bestAfter = [&](RepetitionRule rule, const QStringList& moves) {
            const auto g = gameFrom(rules, record, rule, moves);
            BasicMinimaxPlayer<LambsRules> player(rules, 1, 1);
            std::vector<lambs::Move> best;
            player.bestMoves(g, &best);
            return std::pair{best, moveOf(rules, g, "2-3")};
        };
        const auto [once, back] = bestAfter(RepetitionRule::ThirdOccurrenceDraws, cycle);
        QCOMPARE(once, std::vector<lambs::Move>{back});
        const auto [traditional, none] = bestAfter(RepetitionRule::NoRecurrence, cycle);
        QVERIFY(none.isNull());  // not legal under the traditional rule
        QVERIFY(!traditional.empty());
        const auto [third, back2] =
            bestAfter(RepetitionRule::ThirdOccurrenceDraws, cycle + QStringList{"2-3"} + cycle);
        QVERIFY(!back2.isNull());
        QVERIFY(!third.empty());
        QVERIFY(std::find(third.begin(), third.end(), back2) == third.end());
    }

    void minimaxOnTheCommandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("baghchal") << QStringList{"match",    "minimax:2", "greedy",
                                                 "--games",  "2",         "--openings",
                                                 "random:4", "--seed",    "2"};
        QTest::newRow("lambs") << QStringList{
            "match",   "minimax:2", "greedy",     "--game",   "lambs",  "--captures", "5",
            "--games", "2",         "--openings", "random:4", "--seed", "2"};
    }
    void minimaxOnTheCommandLine() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QFETCH(QStringList, args);
        const testenv::EngineRun run = testenv::runEngine(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[2].startsWith("score minimax:2 wins "), qPrintable(lines[2]));
    }

    void randomOpeningsAreFair() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Game g = randomOpening(8, seed, RepetitionRule::ThirdOccurrenceDraws);
            QCOMPARE(g.length(), 8);
            QVERIFY(!goatEnPrise(g.current()));
            QCOMPARE(g.current().goatsCaptured(), 0);
        }
    }

    void safeOpeningsHoldEveryGoat_data() {
        QTest::addColumn<int>("plies");
        for (int plies : {0, 3, 4, 7, 8, 12}) QTest::addRow("%d plies", plies) << plies;
    }
    void safeOpeningsHoldEveryGoat() {
        // A safe opening leaves no fork: the goats can keep every goat through the tigers' next
        // three moves however they play. Checked again by GoatRisk, a separate look: two random
        // slides after the goats' safest move win a goat with chance 0.
        QFETCH(int, plies);
        const ExactSources none;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const Game g =
                randomOpening(plies, seed, RepetitionRule::ThirdOccurrenceDraws, OpeningKind::Safe);
            QCOMPARE(g.length(), plies);
            const Position& pos = g.current();
            QVERIFY(!goatEnPrise(pos));
            QCOMPARE(pos.goatsCaptured(), 0);
            QVERIFY(goatsSafeFor(BaghChalRules(), pos, kSafeTigerMoves));
            if (pos.sideToMove() != Side::Goats) continue;
            MoveList moves;
            generateMoves(pos, moves);
            const std::vector<int> risk = goatRisks(pos, moves, none, kSafeTigerMoves - 1);
            QCOMPARE(*std::min_element(risk.begin(), risk.end()), 0);
        }
        // Fair random openings are not all safe: some leave a fork no goat move prevents, and
        // there the same look finds a risk whatever the goats play.
        const OpeningsResult random =
            makeOpenings("random:4", 20, 11, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(random.ok);
        int unsafe = 0;
        for (const Game& g : random.openings) {
            const Position& pos = g.current();
            MoveList moves;
            generateMoves(pos, moves);
            const std::vector<int> risk = goatRisks(pos, moves, none, kSafeTigerMoves - 1);
            const bool safe = goatsSafeFor(BaghChalRules(), pos, kSafeTigerMoves);
            QCOMPARE(safe, *std::min_element(risk.begin(), risk.end()) == 0);
            unsafe += !safe;
            // A fair start is a proven draw where the shipped book reaches (10 plies).
            QCOMPARE(BaghChalRules().provenValue(pos), GameValue::Draw);
        }
        QVERIFY2(unsafe >= 5, QByteArray::number(unsafe));
        QVERIFY(!makeOpenings("safe:39", 1, 1, RepetitionRule::ThirdOccurrenceDraws).ok);
    }

    void openingsCommandWritesAFileAndItsRisk() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        // The openings as OBX lines: a file the match reads, the same openings it would play.
        const testenv::EngineRun list =
            testenv::runEngine({"openings", "safe:6", "--count", "5", "--seed", "2"});
        QCOMPARE(list.exitCode, 0);
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        const OpeningsResult same =
            makeOpenings("safe:6", 5, 2, RepetitionRule::ThirdOccurrenceDraws);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(lines[i].toStdString(),
                     writeObx(same.openings[static_cast<std::size_t>(i)].current()));
        QTemporaryDir dir;
        const QString path = dir.path() + "/openings.txt";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(list.out.toUtf8());
        file.close();
        const testenv::EngineRun played = testenv::runEngine(
            {"match", "greedy", "random", "--openings", path, "--games", "10", "--seed", "4"});
        QCOMPARE(played.exitCode, 0);
        int games = 0;
        for (const QString& line : played.out.split('\n'))
            games += kGameLine.match(line).hasMatch();
        QCOMPARE(games, 10);

        // With --risk: the goats' least risk per opening and the floor over all of them. Fair
        // random openings often leave a fork no goat move prevents; safe ones do not.
        const std::string db = testenv::databasePath();
        if (db.empty()) QSKIP("no endgame database beside the engine");
        auto floorOf = [&](const QString& spec) {
            const testenv::EngineRun r =
                testenv::runEngine({"openings", spec, "--count", "20", "--seed", "11", "--risk",
                                    "--db", QString::fromStdString(db), "--rounds", "2"});
            if (r.exitCode != 0) return -1.0;
            const QRegularExpressionMatch m =
                QRegularExpression(
                    "# goat games losing a goat, at least: ([0-9.]+) expected; "
                    "none in all: at most ([0-9.]+)%")
                    .match(r.out);
            return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
        };
        const double random = floorOf("random:4"), safe = floorOf("safe:4");
        QVERIFY2(random > 1.0, QByteArray::number(random));
        QVERIFY2(safe >= 0.0 && safe < 0.2, QByteArray::number(safe));
        QCOMPARE(testenv::runEngine({"openings", "fair:4"}).exitCode, 2);
    }

    void openingFileErrorsNameTheLine() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/openings.txt").toStdString();
        std::ofstream(path) << "# two openings\nT3T/5/5/5/T3T g g20 c0\nT3T/5/5/5/T3 g g20 c0\n";
        const OpeningsResult r = makeOpenings(path, 2, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("openings.txt line 3: pieces") != std::string::npos, r.error.c_str());
        std::ofstream(path) << "T3T/5/5/5/T3T g g20 c0\n\nT1G1T/5/5/5/T3T t g19 c0\n";
        const OpeningsResult good = makeOpenings(path, 3, 1, RepetitionRule::ThirdOccurrenceDraws);
        QVERIFY2(good.ok, good.error.c_str());
        QCOMPARE(good.openings.size(), std::size_t(3));
        QCOMPARE(good.openings[1].current().goatsInHand(), 19);
    }

    void savedGamesReadBack() {
        if (!QFileInfo(testenv::enginePath()).isExecutable()) QSKIP("no baghchal-engine");
        QTemporaryDir dir;
        const QString out = dir.path() + "/games.txt";
        QProcess p;
        p.start(testenv::enginePath(),
                {"match", "perfect", "greedy", "--games", "4", "--depth", "3", "--openings",
                 "random:4", "--seed", "5", "--games-out", out});
        QVERIFY(p.waitForFinished(testenv::timeout(120000)));
        QCOMPARE(p.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split('\n');
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string text = f.readAll().toStdString();
        const std::vector<std::string_view> records = GameFile::splitRecords(text);
        QCOMPARE(records.size(), std::size_t(4));
        for (const std::string_view record : records) {
            const GameFile::ParseResult r = GameFile::parse(record);
            QVERIFY2(r.ok, r.error.message().c_str());
            const std::string round = GameFile::tag(r.record, "Round");
            const auto m = kGameLine.match(lines[std::stoi(round) - 1]);
            QVERIFY(m.hasMatch());
            QCOMPARE(QString::fromStdString(GameFile::tag(r.record, "Goats")), m.captured(2));
            QCOMPARE(QString::fromStdString(GameFile::tag(r.record, "Termination")), m.captured(5));
            QCOMPARE(r.record.game.length(), m.captured(6).toInt());
            const std::string token = GameFile::resultToken(r.record.game);
            QCOMPARE(QString::fromStdString(token), m.captured(4) + QStringLiteral("-win"));
        }
    }
};

QTEST_APPLESS_MAIN(TestMatchRunner)
#include "tst_matchrunner.moc"
